"""Alembic environment: migrations always run on a connection the app hands over."""

from alembic import context

from app.storage.models import Base
from app.storage.repositories.message_search import of_the_models

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("Mindkeep migrations run through app.storage.engine.migrate.migrate().")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
    # The search index's FTS5 tables are migration 0017's, not models (autogenerate leaves them).
    include_name=of_the_models,
)
with context.begin_transaction():
    context.run_migrations()
