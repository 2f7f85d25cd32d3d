"""Composites one page owns (ARCHITECTURE.md: rooms by role): each holds its widgets and its
state, wired by its page."""
