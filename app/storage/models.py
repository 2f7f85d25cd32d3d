"""The schema, as SQLAlchemy Core tables on one `metadata`. Changes go through an Alembic
migration (tests/storage/test_migrations.py compares the two).

Core tables, not the ORM's declarative classes: the repositories speak Core only, and the
ORM (`sqlalchemy.orm`, ~40 ms to import) with its declarative scan of the classes (~45 ms)
was a third of what a CLI command cost before its first answer (app/startup.py). A column is
NOT NULL unless it says `nullable=True`, as typed models make it.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
    true,
)


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator):
    """Timestamps stored in UTC and always read back as aware datetimes (SQLite drops the zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value, dialect):
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value

    def process_result_value(self, value, dialect):
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value


def column(name: str, *args, nullable: bool = False, **kwargs) -> Column:
    """A column, NOT NULL unless `nullable=True`."""
    return Column(name, *args, nullable=nullable, **kwargs)


def _id() -> Column:
    return Column("id", Integer, primary_key=True)


def _stamp(name: str) -> Column:
    """A time (UTC) the row was written at, unless the code gives one."""
    return column(name, UTCDateTime, default=utcnow)


metadata = MetaData()

USERS = Table(
    "users",
    metadata,
    _id(),
    column("name", String(200)),
    _stamp("created_at"),
)

SPACES = Table(
    "spaces",
    metadata,
    _id(),
    column("name", String(200)),
    _stamp("created_at"),
)

SESSIONS = Table(
    "sessions",
    metadata,
    _id(),
    column("space_id", Integer, ForeignKey("spaces.id", ondelete="CASCADE"), index=True),
    column("title", String(200)),
    _stamp("created_at"),
    # A temporary Session neither reads nor writes Memory (SPEC §2.9).
    column("temporary", Boolean, default=False, server_default=false()),
    # The title is a placeholder the Session's first message replaces (issue 12).
    column("auto_title", Boolean, default=False, server_default=false()),
    # An external Session: one connection of an outside agent over MCP, the name that agent
    # gave (its clientInfo); null for Mindkeep's own Sessions (SPEC §9).
    column("external_client", String(200), nullable=True),
)

# A project folder bound to a Space (`space bind ID DIR`): an outside agent working in it over
# MCP uses that Space's Memory (SPEC §9). A folder belongs to one Space at most.
SPACE_FOLDERS = Table(
    "space_folders",
    metadata,
    _id(),
    column("space_id", Integer, ForeignKey("spaces.id", ondelete="CASCADE"), index=True),
    # Absolute, resolved (symbolic links followed), without a trailing separator.
    column("path", Text),
    _stamp("created_at"),
    UniqueConstraint("path", name="uq_space_folders_path"),
)

MESSAGES = Table(
    "messages",
    metadata,
    _id(),
    column("session_id", Integer, ForeignKey("sessions.id", ondelete="CASCADE")),
    column("source", String(16)),
    column("text", Text),
    _stamp("created_at"),
    # What a message needs besides its text (a reply stopped mid-stream, a tool's name), JSON.
    column("meta", JSON, nullable=True),
    CheckConstraint(
        "source IN ('user','agent','tool','web','file','trigger','relayed')",
        name="ck_messages_source",
    ),
    Index("ix_messages_session_id_id", "session_id", "id"),
)

# A user message the explicit-request saver has looked at: never scanned again.
EXAMINED_MESSAGES = Table(
    "examined_messages",
    metadata,
    Column("message_id", Integer, ForeignKey("messages.id", ondelete="CASCADE"), primary_key=True),
    _stamp("examined_at"),
    column("saved_count", Integer, default=0),
)

MEMORY_ENTRIES = Table(
    "memory_entries",
    metadata,
    _id(),
    column("scope", String(16)),
    column("scope_id", Integer),
    column("kind", String(16)),
    column("content", Text),
    column("content_key", Text),
    # For a suggestion of the agent: the key of the words it suggested, kept through the
    # user's edits, so words the user decided on are not suggested again (SPEC §2.6).
    column("suggested_key", Text, nullable=True),
    column("status", String(16)),
    column("source", String(16)),
    column("created_by", String(16)),
    column("reason", Text, default=""),
    column("source_event_ids", JSON, default=list),
    # The Session the entry was written from (for citations of space/user entries).
    column(
        "origin_session_id",
        Integer,
        ForeignKey("sessions.id", ondelete="SET NULL"),
        nullable=True,
    ),
    column("pinned", Boolean, default=False),
    column("version", Integer, default=1),
    _stamp("created_at"),
    _stamp("updated_at"),
    # What untrusted content an agent's write came after (SPEC §2.7): {"sources": [...],
    # "event_ids": [...]}, or null.
    column("written_after", JSON, nullable=True),
    CheckConstraint("scope IN ('session','space','user')", name="ck_memory_scope"),
    CheckConstraint(
        "kind IN ('preference','constraint','fact','decision','todo','lesson')",
        name="ck_memory_kind",
    ),
    CheckConstraint(
        "status IN ('active','suggested','dismissed','archived')", name="ck_memory_status"
    ),
    CheckConstraint(
        "source IN ('user_stated','user_confirmed','agent_inferred','tool_observed',"
        "'external','imported')",
        name="ck_memory_source",
    ),
    CheckConstraint(
        "created_by IN ('user','agent','extractor','importer')", name="ck_memory_created_by"
    ),
    # Every rule lookup is "this scope, this status" or "this scope, these words".
    Index("ix_memory_scope_status", "scope", "scope_id", "status"),
    Index("ix_memory_scope_key", "scope", "scope_id", "content_key"),
    Index("ix_memory_scope_suggested_key", "scope", "scope_id", "suggested_key"),
)

MEMORY_HISTORY = Table(
    "memory_history",
    metadata,
    _id(),
    column("entry_id", Integer, ForeignKey("memory_entries.id", ondelete="CASCADE")),
    column("actor", String(16)),
    column("action", String(32)),
    _stamp("at"),
    column("before", JSON, nullable=True),
    column("after", JSON, nullable=True),
    column("undone", Boolean, default=False),
    Index("ix_memory_history_entry", "entry_id", "id"),
)

# An agent reply's Memory block held this entry at this version (SPEC §2.9).
MEMORY_USES = Table(
    "memory_uses",
    metadata,
    _id(),
    column("message_id", Integer, ForeignKey("messages.id", ondelete="CASCADE")),
    column("entry_id", Integer, ForeignKey("memory_entries.id", ondelete="CASCADE")),
    column("version", Integer),
    Index("ix_memory_uses_entry", "entry_id", "message_id"),
    Index("ix_memory_uses_message", "message_id"),
)

# Whether one stored message (an agent reply, or a tool call's message) followed one rule of
# its turn's Memory block, at the version the block held (SPEC §2.11).
COMPLIANCE_VERDICTS = Table(
    "compliance_verdicts",
    metadata,
    _id(),
    column("message_id", Integer, ForeignKey("messages.id", ondelete="CASCADE")),
    column("entry_id", Integer, ForeignKey("memory_entries.id", ondelete="CASCADE")),
    column("version", Integer),
    column("verdict", String(16)),
    # The span of the reply, or the argument of the call, the verdict rests on (JSON), or null.
    column("evidence", JSON, nullable=True),
    column("judged_by", String(16)),  # "checker" or "model"
    CheckConstraint(
        "verdict IN ('followed','violated','not_applicable','unknown')",
        name="ck_compliance_verdict",
    ),
    CheckConstraint("judged_by IN ('checker','model')", name="ck_compliance_judged_by"),
    UniqueConstraint("message_id", "entry_id", name="uq_compliance_message_entry"),
    # An entry's counts, and when it was last broken.
    Index("ix_compliance_entry_verdict", "entry_id", "verdict", "message_id"),
)

# An entry the user deleted for good: the fact stays, the words do not (SPEC §2.10).
MEMORY_DELETIONS = Table(
    "memory_deletions",
    metadata,
    _id(),
    column("entry_id", Integer),
    column("scope", String(16)),
    column("scope_id", Integer),
    column("kind", String(16)),
    column("status", String(16)),
    column("actor", String(16)),
    _stamp("at"),
    column("events", Integer),  # how many history events it had
    Index("ix_memory_deletions_scope", "scope", "scope_id", "id"),
)

# Words of an entry deleted for good that the user had dismissed or decided (SPEC §2.6): only
# a keyed hash (HMAC-SHA256 with the database's own key, app setting `memory.words_key`) of
# their same-words key, so they stay decided without being kept.
MEMORY_FORGOTTEN = Table(
    "memory_forgotten",
    metadata,
    _id(),
    column("scope", String(16)),
    column("scope_id", Integer),
    column("digest", String(64)),
    column("why", String(16)),
    _stamp("at"),
    CheckConstraint("why IN ('dismissed','decided')", name="ck_memory_forgotten_why"),
    Index("ix_memory_forgotten_scope", "scope", "scope_id", "digest"),
)

SCOPE_SETTINGS = Table(
    "scope_settings",
    metadata,
    Column("scope", String(16), primary_key=True),
    Column("scope_id", Integer, primary_key=True),
    column("auto_memory", Boolean, default=True),
    column("use_memory", Boolean, default=True),
    column("room", Integer, nullable=True),
)

# Small app-wide settings (language, model provider without its key).
APP_SETTINGS = Table(
    "app_settings",
    metadata,
    Column("key", String(64), primary_key=True),
    column("value", Text),
)

# A configured MCP server (SPEC §3). Secret arguments and header values are not here: they are
# in the OS keyring (an argument's slot holds "", its index is in secret_args).
TOOL_SERVERS = Table(
    "tool_servers",
    metadata,
    _id(),
    column("name", String(32)),
    column("transport", String(16)),
    column("command", Text, nullable=True),
    column("args", JSON, default=list),
    column("secret_args", JSON, default=list),
    column("cwd", Text, nullable=True),
    column("url", Text, nullable=True),
    column("headers", JSON, default=dict),
    column("secret_headers", JSON, default=list),
    # Whether a Space the user has not decided for gets its tools.
    column("enabled_by_default", Boolean, default=True, server_default=true()),
    _stamp("created_at"),
    CheckConstraint("transport IN ('stdio','http')", name="ck_tool_servers_transport"),
    UniqueConstraint("name", name="uq_tool_servers_name"),
)

# A tool server turned on or off in one Space (`tools enable|disable NAME --space ID`).
TOOL_SERVER_SPACES = Table(
    "tool_server_spaces",
    metadata,
    Column(
        "server_id", Integer, ForeignKey("tool_servers.id", ondelete="CASCADE"), primary_key=True
    ),
    Column("space_id", Integer, ForeignKey("spaces.id", ondelete="CASCADE"), primary_key=True),
    column("enabled", Boolean),
)

# A tool call that waited (or waits) for the user's Allow or Deny (SPEC §3), with what
# continuing its turn takes, in this process or another (`state`: the prompt's system text, the
# turn's own messages after the history, the step's calls and where it stopped, the calls that
# ran, the taint; see app/agent/turn_state.py).
TOOL_APPROVALS = Table(
    "tool_approvals",
    metadata,
    _id(),
    column("session_id", Integer, ForeignKey("sessions.id", ondelete="CASCADE")),
    column("user_event_id", Integer, ForeignKey("messages.id", ondelete="CASCADE")),
    column("tool", String(64)),
    column("server", String(32)),
    column("arguments", JSON),
    column("rules", JSON, default=list),
    column("preview", JSON, default=dict),
    column("state", JSON),
    column("status", String(16)),
    column("decision", String(16), nullable=True),
    column("reason", Text, nullable=True),
    _stamp("created_at"),
    column("decided_at", UTCDateTime, nullable=True),
    CheckConstraint(
        "status IN ('pending','allowed','denied','expired','cancelled')",
        name="ck_tool_approvals_status",
    ),
    CheckConstraint(
        "decision IS NULL OR decision IN ('allow_once','allow_session','deny')",
        name="ck_tool_approvals_decision",
    ),
    Index("ix_tool_approvals_session", "session_id", "status"),
)

# A tool the user allowed for the rest of one Session ("Allow for this Session").
TOOL_ALLOWANCES = Table(
    "tool_allowances",
    metadata,
    Column("session_id", Integer, ForeignKey("sessions.id", ondelete="CASCADE"), primary_key=True),
    Column("tool", String(64), primary_key=True),
    _stamp("created_at"),
)
