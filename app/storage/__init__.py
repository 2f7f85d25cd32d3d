"""SQLAlchemy models, the engine and its pragmas, migrations, and repositories.

Repositories query and add; they never commit. Services own the transactions.
"""
