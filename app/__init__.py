"""Mindkeep: a local-first workspace for working with an AI agent that keeps a Memory."""

APP_NAME = "Mindkeep"
APP_ID = "io.mindkeep.Mindkeep"
__version__ = "0.1.0"
