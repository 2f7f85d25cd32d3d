"""Memory's own rules: what a write may do (`rules/`), the judgement of a user's message
(`judgement/`: what to save at once, what to suggest), explicit requests, taint (what untrusted
content a write came after), the forms Memory leaves the app in, and what its use cases give
back (`outcomes`). The nouns (MemoryEntry, Scope, …) are app.domain.model's, shared with the
rest of the domain."""
