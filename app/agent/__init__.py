"""The agent: tool registry, Memory tools, turn loop, model providers, prompt building."""
