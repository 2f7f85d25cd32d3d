"""The schema as SQLAlchemy 2 typed models. Changes go through an Alembic migration."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


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


class Base(DeclarativeBase):
    pass


class UserRow(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class SpaceRow(Base):
    __tablename__ = "spaces"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class SessionRow(Base):
    __tablename__ = "sessions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    space_id: Mapped[int] = mapped_column(ForeignKey("spaces.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # A temporary Session neither reads nor writes Memory (SPEC §2.9).
    temporary: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # The title is a placeholder the Session's first message replaces (issue 12).
    auto_title: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # An external Session: one connection of an outside agent over MCP, the name that agent
    # gave (its clientInfo); null for Mindkeep's own Sessions (SPEC §9).
    external_client: Mapped[str | None] = mapped_column(String(200), nullable=True)


class SpaceFolderRow(Base):
    """A project folder bound to a Space (`space bind ID DIR`): an outside agent working in it
    over MCP uses that Space's Memory (SPEC §9). A folder belongs to one Space at most."""

    __tablename__ = "space_folders"
    __table_args__ = (UniqueConstraint("path", name="uq_space_folders_path"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    space_id: Mapped[int] = mapped_column(ForeignKey("spaces.id", ondelete="CASCADE"), index=True)
    # Absolute, resolved (symbolic links followed), without a trailing separator.
    path: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class MessageRow(Base):
    __tablename__ = "messages"
    __table_args__ = (
        CheckConstraint(
            "source IN ('user','agent','tool','web','file','trigger','relayed','captured')",
            name="ck_messages_source",
        ),
        Index("ix_messages_session_id_id", "session_id", "id"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    source: Mapped[str] = mapped_column(String(16))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # What a message needs besides its text (a reply stopped mid-stream, a tool's name), JSON.
    meta: Mapped[dict | None] = mapped_column(JSON, nullable=True)


class ExaminedMessageRow(Base):
    """A user message the explicit-request saver has looked at: never scanned again."""

    __tablename__ = "examined_messages"
    message_id: Mapped[int] = mapped_column(
        ForeignKey("messages.id", ondelete="CASCADE"), primary_key=True
    )
    examined_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    saved_count: Mapped[int] = mapped_column(Integer, default=0)


class MemoryEntryRow(Base):
    __tablename__ = "memory_entries"
    __table_args__ = (
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
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    scope: Mapped[str] = mapped_column(String(16))
    scope_id: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    content: Mapped[str] = mapped_column(Text)
    content_key: Mapped[str] = mapped_column(Text)
    # For a suggestion of the agent: the key of the words it suggested, kept through the
    # user's edits, so words the user decided on are not suggested again (SPEC §2.6).
    suggested_key: Mapped[str | None] = mapped_column(Text, nullable=True)
    status: Mapped[str] = mapped_column(String(16))
    source: Mapped[str] = mapped_column(String(16))
    created_by: Mapped[str] = mapped_column(String(16))
    reason: Mapped[str] = mapped_column(Text, default="")
    source_event_ids: Mapped[list] = mapped_column(JSON, default=list)
    # The Session the entry was written from (for citations of space/user entries).
    origin_session_id: Mapped[int | None] = mapped_column(
        ForeignKey("sessions.id", ondelete="SET NULL"), nullable=True
    )
    pinned: Mapped[bool] = mapped_column(Boolean, default=False)
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # What untrusted content an agent's write came after (SPEC §2.7): {"sources": [...],
    # "event_ids": [...]}, or null.
    written_after: Mapped[dict | None] = mapped_column(JSON, nullable=True)


class MemoryHistoryRow(Base):
    __tablename__ = "memory_history"
    __table_args__ = (Index("ix_memory_history_entry", "entry_id", "id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    entry_id: Mapped[int] = mapped_column(ForeignKey("memory_entries.id", ondelete="CASCADE"))
    actor: Mapped[str] = mapped_column(String(16))
    action: Mapped[str] = mapped_column(String(32))
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    before: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    after: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    undone: Mapped[bool] = mapped_column(Boolean, default=False)
    # This computer's mark over the change Undo would take back (app.domain.marks, SPEC §2.5).
    mark: Mapped[str | None] = mapped_column(String(64), nullable=True)


class MemoryUseRow(Base):
    """An agent reply's Memory block held this entry at this version (SPEC §2.9)."""

    __tablename__ = "memory_uses"
    __table_args__ = (
        Index("ix_memory_uses_entry", "entry_id", "message_id"),
        Index("ix_memory_uses_message", "message_id"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    message_id: Mapped[int] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))
    entry_id: Mapped[int] = mapped_column(ForeignKey("memory_entries.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)


class ComplianceVerdictRow(Base):
    """Whether one stored message (an agent reply, or a tool call's message) followed one rule
    of its turn's Memory block, at the version the block held (SPEC §2.11)."""

    __tablename__ = "compliance_verdicts"
    __table_args__ = (
        CheckConstraint(
            "verdict IN ('followed','violated','not_applicable','unknown')",
            name="ck_compliance_verdict",
        ),
        CheckConstraint("judged_by IN ('checker','model')", name="ck_compliance_judged_by"),
        UniqueConstraint("message_id", "entry_id", name="uq_compliance_message_entry"),
        # An entry's counts, and when it was last broken.
        Index("ix_compliance_entry_verdict", "entry_id", "verdict", "message_id"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    message_id: Mapped[int] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))
    entry_id: Mapped[int] = mapped_column(ForeignKey("memory_entries.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    verdict: Mapped[str] = mapped_column(String(16))
    # The span of the reply, or the argument of the call, the verdict rests on (JSON), or null.
    evidence: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    judged_by: Mapped[str] = mapped_column(String(16))  # "checker" or "model"


class RuleReadingRow(Base):
    """What the compliance checker checks of an entry (issue 33): its reading as JSON
    (app.domain.compliance.Reading), for the entry's `version`, and whose it is."""

    __tablename__ = "rule_readings"
    __table_args__ = (
        CheckConstraint("read_by IN ('checker','user','model')", name="ck_rule_readings_read_by"),
    )
    entry_id: Mapped[int] = mapped_column(
        ForeignKey("memory_entries.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer)
    reading: Mapped[dict] = mapped_column(JSON)
    read_by: Mapped[str] = mapped_column(String(16))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class RuleEnforcementRow(Base):
    """What a rule does to another agent's action that would break it, as the user chose it
    (SPEC §10): `block`, `remind` or `off`. No row: the default (block for a "never / don't"
    rule the checker can decide, remind otherwise)."""

    __tablename__ = "rule_enforcement"
    __table_args__ = (
        CheckConstraint("mode IN ('block','remind','off')", name="ck_rule_enforcement_mode"),
    )
    entry_id: Mapped[int] = mapped_column(
        ForeignKey("memory_entries.id", ondelete="CASCADE"), primary_key=True
    )
    mode: Mapped[str] = mapped_column(String(8))
    changed_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class MemoryDeletionRow(Base):
    """An entry the user deleted for good: the fact stays, the words do not (SPEC §2.10)."""

    __tablename__ = "memory_deletions"
    __table_args__ = (Index("ix_memory_deletions_scope", "scope", "scope_id", "id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    entry_id: Mapped[int] = mapped_column(Integer)
    scope: Mapped[str] = mapped_column(String(16))
    scope_id: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    actor: Mapped[str] = mapped_column(String(16))
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    events: Mapped[int] = mapped_column(Integer)  # how many history events it had


class MemoryForgottenRow(Base):
    """Words of an entry deleted for good that the user had dismissed or decided (SPEC §2.6):
    only a keyed hash (HMAC-SHA256 with the database's own key, app setting
    `memory.words_key`) of their same-words key, so they stay decided without being kept."""

    __tablename__ = "memory_forgotten"
    __table_args__ = (
        CheckConstraint("why IN ('dismissed','decided')", name="ck_memory_forgotten_why"),
        Index("ix_memory_forgotten_scope", "scope", "scope_id", "digest"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    scope: Mapped[str] = mapped_column(String(16))
    scope_id: Mapped[int] = mapped_column(Integer)
    digest: Mapped[str] = mapped_column(String(64))
    why: Mapped[str] = mapped_column(String(16))
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ScopeSettingsRow(Base):
    __tablename__ = "scope_settings"
    scope: Mapped[str] = mapped_column(String(16), primary_key=True)
    scope_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    auto_memory: Mapped[bool] = mapped_column(Boolean, default=True)
    use_memory: Mapped[bool] = mapped_column(Boolean, default=True)
    room: Mapped[int | None] = mapped_column(Integer, nullable=True)


class AppSettingRow(Base):
    """Small app-wide settings (language, model provider without its key)."""

    __tablename__ = "app_settings"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class ToolServerRow(Base):
    """A configured MCP server (SPEC §3). Secret arguments and header values are not here:
    they are in the OS keyring (an argument's slot holds "", its index is in secret_args)."""

    __tablename__ = "tool_servers"
    __table_args__ = (
        CheckConstraint("transport IN ('stdio','http')", name="ck_tool_servers_transport"),
        UniqueConstraint("name", name="uq_tool_servers_name"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(32))
    transport: Mapped[str] = mapped_column(String(16))
    command: Mapped[str | None] = mapped_column(Text, nullable=True)
    args: Mapped[list] = mapped_column(JSON, default=list)
    secret_args: Mapped[list] = mapped_column(JSON, default=list)
    cwd: Mapped[str | None] = mapped_column(Text, nullable=True)
    url: Mapped[str | None] = mapped_column(Text, nullable=True)
    headers: Mapped[dict] = mapped_column(JSON, default=dict)
    secret_headers: Mapped[list] = mapped_column(JSON, default=list)
    # Whether a Space the user has not decided for gets its tools.
    enabled_by_default: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ToolServerSpaceRow(Base):
    """A tool server turned on or off in one Space (`tools enable|disable NAME --space ID`)."""

    __tablename__ = "tool_server_spaces"
    server_id: Mapped[int] = mapped_column(
        ForeignKey("tool_servers.id", ondelete="CASCADE"), primary_key=True
    )
    space_id: Mapped[int] = mapped_column(
        ForeignKey("spaces.id", ondelete="CASCADE"), primary_key=True
    )
    enabled: Mapped[bool] = mapped_column(Boolean)


class ToolApprovalRow(Base):
    """A tool call that waited (or waits) for the user's Allow or Deny (SPEC §3), with what
    continuing its turn takes, in this process or another (`state`: the prompt's system text,
    the turn's own messages after the history, the step's calls and where it stopped, the
    calls that ran, the taint; see app/agent/turn_state.py)."""

    __tablename__ = "tool_approvals"
    __table_args__ = (
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
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    user_event_id: Mapped[int] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))
    tool: Mapped[str] = mapped_column(String(64))
    server: Mapped[str] = mapped_column(String(32))
    arguments: Mapped[dict] = mapped_column(JSON)
    rules: Mapped[list] = mapped_column(JSON, default=list)
    preview: Mapped[dict] = mapped_column(JSON, default=dict)
    state: Mapped[dict] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16))
    decision: Mapped[str | None] = mapped_column(String(16), nullable=True)
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # This computer's mark over the card the user sees and the turn the decision continues.
    mark: Mapped[str | None] = mapped_column(String(64), nullable=True)


class ToolAllowanceRow(Base):
    """A tool the user allowed for the rest of one Session ("Allow for this Session")."""

    __tablename__ = "tool_allowances"
    session_id: Mapped[int] = mapped_column(
        ForeignKey("sessions.id", ondelete="CASCADE"), primary_key=True
    )
    tool: Mapped[str] = mapped_column(String(64), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # This computer's mark over the Session, the tool and its server's configuration.
    mark: Mapped[str | None] = mapped_column(String(64), nullable=True)


class ToolRunRow(Base):
    """An allowed action written ahead (issue 31): the record that a call of a tool that needs
    the user's approval is running, committed before it starts, so that a crash mid-call leaves
    a trace. `message_id` is the `tool` message that shows it (and then its result); `host`,
    `lock` and `pid` name the program that runs it (a lock file it holds while the call runs:
    another program on this computer that can take the lock knows it is gone); `state` is
    running, done, or interrupted (the program is gone: the call may have run)."""

    __tablename__ = "tool_runs"
    __table_args__ = (
        CheckConstraint("state IN ('running','done','interrupted')", name="ck_tool_runs_state"),
        Index("ix_tool_runs_state", "state", "host"),
        Index("ix_tool_runs_session", "session_id", "state"),
        Index("ix_tool_runs_approval", "approval_id"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    message_id: Mapped[int] = mapped_column(
        ForeignKey("messages.id", ondelete="CASCADE"), unique=True
    )
    user_event_id: Mapped[int] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))
    approval_id: Mapped[int | None] = mapped_column(
        ForeignKey("tool_approvals.id", ondelete="SET NULL"), nullable=True
    )
    tool: Mapped[str] = mapped_column(String(200))
    state: Mapped[str] = mapped_column(String(16))
    host: Mapped[str] = mapped_column(String(255))
    lock: Mapped[str] = mapped_column(Text)
    pid: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
