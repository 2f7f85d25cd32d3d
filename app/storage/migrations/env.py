"""Alembic environment: migrations always run on a connection the app hands over."""

from alembic import context

from app.storage.models import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("Mindkeep migrations run through app.storage.database.migrate().")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
