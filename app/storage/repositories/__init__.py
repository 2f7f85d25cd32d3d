"""Statements on a caller's unit of work, one module by what they are about; enums and plain
values in, domain objects out; rows never leave app.storage, and nothing here commits."""
