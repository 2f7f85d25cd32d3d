"""The Memory page of one scope and its parts (header, Suggested group, lower list, form, history)."""
