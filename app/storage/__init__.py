"""Where Mindkeep's data lives, in three rooms and what they share:

- `engine/`: the database opened, migrated and watched; units of work, the write lock, what
  other programs changed (NOTIFY, the file), and the whole-database commands (restore, copy);
- `repositories/`: statements on a caller's unit of work, by what they are about (Memory
  entries, conversations, settings, …); enums and plain values in, domain objects out; nothing
  there commits (the services own the transactions);
- `fast/`: the ways in's reads with `sqlite3` alone, before SQLAlchemy is imported (the window's
  hints and first screen, the hooks' rules);
- here: the schema (`models`, SQLAlchemy typed models) and how stored values become domain
  objects (`values`, `decode`), which the repositories and the fast reads share; `migrations/`
  (Alembic).
"""
