"""The ways in's first reads, with the standard library's `sqlite3` alone, before SQLAlchemy is
imported: the window's hints and first screen, the rules a hook of another agent checks."""
