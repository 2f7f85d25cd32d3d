"""The composition root: paths, database, services, tools, i18n, and (lazily) the window.

Every way in imports this module, so it imports only the standard library: Qt is imported by
the window functions alone, and the database layer and each service when first used (`load`,
`PARTS`), so the window paints its frame before SQLAlchemy is imported (app/startup.py,
`start_window`) and a command builds only the services it calls.
"""

from __future__ import annotations

import locale as _locale
import os
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from app import APP_ID, APP_NAME
from app.deferred import later, load
from app.domain.errors import AppError, Code
from app.i18n import _, map_os_locale, set_language

if TYPE_CHECKING:
    from app.agent.loop import AgentRunner
    from app.agent.mcp.hub import ToolHub
    from app.agent.mcp.session import SessionTools
    from app.agent.providers import ModelProvider
    from app.agent.tools import ToolRegistry
    from app.services.agent_hooks import AgentHooks
    from app.services.approvals import Approvals
    from app.services.chat import ChatService
    from app.services.compliance import ComplianceRecords
    from app.services.events import EventBus
    from app.services.external import ExternalAgents
    from app.services.language_id import LanguageIdentifier
    from app.services.local_files import LocalKey, LocalTrust
    from app.services.memory.decisions import Decisions
    from app.services.memory.proposals import Proposals
    from app.services.memory.queries import MemoryQueries
    from app.services.memory.transfer import Transfer
    from app.services.search import MessageSearch
    from app.services.settings import SettingsService
    from app.services.tool_runs import ToolRuns
    from app.services.tool_servers import ToolServers
    from app.services.views import Views
    from app.storage.engine.database import Database

DB_FILE = "mindkeep.db"


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path:
    """--data-dir, else MINDKEEP_HOME, else the platform's user data folder."""
    chosen = data_dir or os.environ.get("MINDKEEP_HOME")
    if not chosen:  # platformdirs (~2 ms) only when neither says where
        chosen = load("platformdirs:user_data_dir")(APP_NAME, appauthor=False)
    return Path(os.path.expanduser(chosen))


def resolve_db_url(db: str | None = None, data_dir: str | os.PathLike | None = None) -> str:
    """--db, else MINDKEEP_DB_URL, else the SQLite file in the data folder."""
    if db:
        return db
    if os.environ.get("MINDKEEP_DB_URL") and not data_dir:
        return os.environ["MINDKEEP_DB_URL"]
    return f"sqlite:///{resolve_data_dir(data_dir) / DB_FILE}"


def resources_dir() -> Path:
    """Icons and other resources: beside the package in a checkout, in the bundle when frozen."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent)) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


class Part(NamedTuple):
    """One service of the Core: what builds it ("module:callable") and from what (the Core's
    `db`, `data_dir`, or other parts, by name; a part `Given` when first asked for; or a value
    as it is)."""

    ref: str
    args: tuple[str, ...] = ()
    kwargs: Mapping[str, Any] = MappingProxyType({})


class Given(NamedTuple):
    """Another part handed to a service as a callable that gives it, built when first called:
    for a service that needs it only in some of its calls (the chat needs the Memory writers
    only to add a message, so listing messages does not load them)."""

    name: str


# The Core's services, each built (and its module imported) the first time it is used: a
# command imports only what it calls (`memory list` the Memory queries, never the agent or the
# tool hub), and the window builds them on its worker behind the painted first screen.
PARTS: Mapping[str, Part] = {
    # Only what was heard from elsewhere (another program's writes: file watch, NOTIFY).
    "bus": Part("app.services.events:EventBus.of", ("db",)),
    # Where the Memory services' writes and the settings' and approvals' report what they
    # changed (collected by whoever ran them); the other services return it (a `Done`).
    # This computer's key (the data folder's, never the database's): what makes something run
    # or be restored here counts only with its mark (SPEC §2.5). Read on first need.
    "local_key": Part("app.services.local_files:LocalKey", ("data_dir",)),
    # The checker's language identifier: a kept library behind the domain's port (its model
    # loaded on the first reply a language rule is checked on).
    "language_id": Part("app.services.language_id:LanguageIdentifier"),
    "memory": Part(
        "app.services.memory.queries:MemoryQueries",
        ("db",),
        {"key": "local_key", "identify": "language_id"},
    ),
    "proposals": Part("app.services.memory.proposals:Proposals", ("db",), {"key": "local_key"}),
    "decisions": Part("app.services.memory.decisions:Decisions", ("db",), {"key": "local_key"}),
    "transfer": Part("app.services.memory.transfer:Transfer", ("db",), {"key": "local_key"}),
    "chat": Part("app.services.chat:ChatService", ("db",), {"proposals": Given("proposals")}),
    "settings": Part("app.services.settings:SettingsService", ("db",)),
    "tools": Part("app.agent.tools.memory_tools:default_registry"),
    "local_trust": Part("app.services.local_files:LocalTrust", ("data_dir", "local_key")),
    "tool_servers": Part(
        "app.services.tool_servers:ToolServers",
        ("db",),
        {"trust": "local_trust", "secrets": later("app.agent.keys:KeyringSecrets")},
    ),
    "tool_hub": Part("app.agent.mcp.hub:ToolHub", ("tool_servers",)),  # no thread, no SDK yet
    "views": Part("app.services.views:Views", ("db", "memory", "approvals")),
    "compliance": Part("app.services.compliance:ComplianceRecords", ("db",)),
    "external": Part("app.services.external:ExternalAgents", ("db",)),
    "approvals": Part(
        "app.services.approvals:Approvals",
        ("db",),
        {"key": "local_key", "servers": "tool_servers"},
    ),
    # Allowed calls written ahead of running them (issue 31).
    "tool_runs": Part("app.services.tool_runs:ToolRuns", ("db", "data_dir")),
    # What other agents' hooks do, and each rule's Block / Remind / Off (issue 34). The checker
    # and the judgement compile their word tables when imported (~0.1 s each): loaded on their
    # first call; the Memory writers when a captured prompt is first kept.
    "hooks": Part(
        "app.services.agent_hooks:AgentHooks",
        ("db",),
        {
            "chat": "chat",
            "proposals": Given("proposals"),
            "compliance": "compliance",
            "external": "external",
            "check": later("app.domain.agents.check:verdicts"),
            "judge": later("app.domain.memory.judgement:judge"),
        },
    ),
    # Finding messages across conversations and in a Session (issue 35).
    "search": Part("app.services.search:MessageSearch", ("db",)),
}


class Core:
    """Everything but the window: what the CLI, the agent, the MCP server and the UI share.

    The database is open; every other part is built the first time it is used (PARTS), on
    whichever thread asks first."""

    if TYPE_CHECKING:
        bus: EventBus  # only what was heard from elsewhere (watch, NOTIFY)
        memory: MemoryQueries  # reading Memory
        proposals: Proposals  # the agent's and the explicit-request saver's writes
        decisions: Decisions  # the user's writes
        transfer: Transfer  # export and import
        chat: ChatService
        settings: SettingsService
        tools: ToolRegistry  # Mindkeep's own tools (the Memory tools)
        local_trust: LocalTrust  # this computer's mark over what runs here (SPEC §2.5)
        tool_servers: ToolServers  # the configured MCP servers
        tool_hub: ToolHub  # runs them; no thread, no SDK until a server is needed
        views: Views  # what each screen shows, one read per refresh
        compliance: ComplianceRecords  # the receipts of replies and actions (SPEC §2.11)
        external: ExternalAgents  # folders bound to Spaces, outside agents' external Sessions
        approvals: Approvals  # tool calls waiting for the user's Allow or Deny
        tool_runs: ToolRuns  # allowed calls written ahead of running them (issue 31)
        hooks: AgentHooks  # what other agents' hooks do, and each rule's Block / Remind / Off
        local_key: LocalKey  # this computer's key, the one owner of its marks
        language_id: LanguageIdentifier  # what language a reply is in (the checker's port)
        search: MessageSearch  # finding messages across conversations and in a Session

    def __init__(self, db: Database, data_dir: Path, **parts: Any):
        self.db = db
        self.data_dir = data_dir
        self._building = threading.RLock()
        self.__dict__.update(parts)

    def __getattr__(self, name: str) -> Any:  # only for what is not built yet
        part = PARTS.get(name)
        if part is None:
            raise AttributeError(f"the Core has no part {name!r}")
        with self._building:
            if name not in self.__dict__:
                args = [getattr(self, a) for a in part.args]
                kwargs = {k: self._given(v) for k, v in part.kwargs.items()}
                self.__dict__[name] = load(part.ref)(*args, **kwargs)
            return self.__dict__[name]

    def _given(self, value: Any) -> Any:
        """A part's argument: another part by name, a callable giving one, or a value."""
        if isinstance(value, Given):
            return lambda: getattr(self, value.name)
        return getattr(self, value) if isinstance(value, str) else value

    def warm(self, *names: str) -> Core:
        """Build these parts now (all of them if none is named), on the calling thread: the
        window's worker builds what the window uses, so its GUI thread never imports them."""
        for name in names or PARTS:
            getattr(self, name)
        return self

    def built(self, name: str) -> Any | None:
        """The part if it was built, else None (without building it)."""
        return self.__dict__.get(name) if name in PARTS else None

    def replace(self, **parts: Any) -> Core:
        """A Core over the same database with these parts instead (tests: a hub of their own)."""
        kept = {k: v for k, v in self.__dict__.items() if k in PARTS}
        return Core(self.db, self.data_dir, **(kept | parts))

    def close(self) -> None:
        hub = self.built("tool_hub")
        if hub is not None:
            hub.close()  # every server stops with the app
        self.db.dispose()


def build_core(db: str | None = None, data_dir: str | os.PathLike | None = None) -> Core:
    """Open (and migrate) the database; the services are built as they are used."""
    folder = resolve_data_dir(data_dir)
    if folder.exists() and not folder.is_dir():  # (with --db elsewhere, found only later)
        raise AppError(
            Code.DATABASE_ERROR,  # (as when the database could not be made inside it)
            f"The data folder {folder} is a file, not a folder; nothing was opened. Choose a "
            "folder with --data-dir.",
        )
    url = resolve_db_url(db, data_dir)
    return Core(load("app.storage.engine.database:open_database")(url), resolve_data_dir(data_dir))


def session_tools(
    core: Core,
    session_id: int,
    *,
    cancel: threading.Event | None = None,
    space_id: int | None = None,
) -> SessionTools:
    """The tools the agent gets in this Session: the Memory tools and the tools of the
    servers enabled in its Space (started as needed); `problems` are the servers that could
    not start, for the chat to show. `space_id`: the Session's Space, when the caller holds it
    (a turn does: it is not read again)."""
    if space_id is None:
        space_id = core.chat.get_session(session_id).space_id
    return load("app.agent.mcp.session:tools_for_session")(
        core.tools, core.tool_hub, space_id, cancel=cancel
    )


def copy_database(
    target_url: str, *, db: str | None = None, data_dir: str | os.PathLike | None = None
) -> dict:
    """`mindkeep db copy --to URL`: the chosen database, whole, into an empty one (verified)."""
    copy = load("app.storage.engine.copy:copy_database")
    return copy(resolve_db_url(db, data_dir), target_url).to_json()


def restore_database(
    backup: str, *, db: str | None = None, data_dir: str | os.PathLike | None = None
) -> dict:
    """`mindkeep db restore BACKUP`: the backup, checked and brought to this schema, written into
    the chosen SQLite database while other programs may have it open."""
    restore = load("app.storage.engine.restore:restore")
    return restore(resolve_db_url(db, data_dir), backup).to_json()


def follow_changes(core: Core) -> Callable[[], None] | None:
    """Hear other programs' changes to the database (until the core is closed, or the callable
    it returns is called): LISTEN/NOTIFY on PostgreSQL, the data version of a SQLite file
    (which also says when the file was replaced, damaged or upgraded by a newer Mindkeep)."""
    return load("app.services.live:follow_other_instances")(core.db, core.bus)


def make_provider(
    core: Core,
    *,
    base_url: str | None = None,
    model: str | None = None,
    timeout: float | None = None,
    api_key: str | None = None,
) -> ModelProvider:
    """The model for this run: options, then MINDKEEP_MODEL_* env vars, then stored settings,
    else the built-in offline assistant."""
    stored = core.settings.model()
    base_url = base_url or os.environ.get("MINDKEEP_MODEL_BASE_URL") or stored.base_url
    model = model or os.environ.get("MINDKEEP_MODEL") or stored.model
    if not (base_url and model):
        return load("app.agent.offline:OfflineAssistant")()
    base_url = load("app.services.settings:check_base_url")(base_url)
    # The OS keyring (~20 MB) only when a model is used and no key is given.
    key = api_key or os.environ.get("MINDKEEP_API_KEY") or load("app.agent.keys:load_key")(base_url)
    config = load("app.agent.providers:ModelConfig")(
        base_url=base_url,
        model=model,
        api_key=key,
        timeout=timeout or stored.timeout,
        context_window=stored.context_window,
    )
    return load("app.agent.providers:OpenAICompatibleProvider")(config)


def make_runner(core: Core, provider: ModelProvider | None = None, **options) -> AgentRunner:
    """The agent for this run: the Memory tools and the Session's tool servers, calls that
    need approval kept in `core.approvals` until the user decides."""
    options.setdefault("compliance", core.compliance)
    options.setdefault("judge_rules", core.settings.judge_rules())
    return load("app.agent.loop:AgentRunner")(
        core.chat,
        core.memory,
        core.proposals,
        core.tools,
        provider or make_provider(core),
        tools_for=lambda session_id, cancel, space_id=None: session_tools(
            core, session_id, cancel=cancel, space_id=space_id
        ),
        approvals=core.approvals,
        runs=core.tool_runs,
        **options,
    )


def ensure_welcome(core: Core) -> None:
    """On the very first start, a Welcome Space with a short Session explaining Memory."""
    if core.settings.welcomed():
        return
    if not core.chat.list_spaces():
        space = core.chat.create_space(_("Welcome")).value
        session = core.chat.create_session(space.id, title=_("How Memory works")).value
        for text in (
            _(
                "Welcome to Mindkeep. Chat with the agent here; it keeps a Memory of how you want "
                "work done."
            ),
            _(
                "Say “Remember that …” or “I prefer …” and it is saved at once. When you state a "
                "rule for future work, such as “From now on, create a branch for every task”, the "
                "agent may suggest saving it."
            ),
            _(
                "Suggestions wait on the Memory page (Ctrl+M) beside the message they came from. "
                "Nothing changes until you accept, edit or dismiss them. Text from tools, web "
                "pages, files or automations never becomes a rule."
            ),
        ):
            core.chat.add_message(session.id, source="agent", text=text)
    core.settings.set_welcomed()


def apply_language(code: str | None) -> str:
    """Set the UI language from settings (or the OS) before any window is built."""
    return set_language(code or _os_language())


def _os_language() -> str:
    """The system's language, read as gettext reads it: LANGUAGE (its first entry), LC_ALL,
    LC_MESSAGES, then LANG; "C" and "POSIX" mean none was chosen."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").split(":")[0].strip()
        if value and value.split(".")[0] not in ("C", "POSIX"):
            return map_os_locale(value)
    return map_os_locale(_locale.getlocale()[0] or "")


def _make_app(code: str, *, sheet: bool = True):
    """The QApplication, in language `code` (translations, direction, icon, desktop id), its
    style sheet on unless `sheet` is False. The one place Qt is first imported (the commands
    never are): the binding's import hook is mended first, then the window's modules are
    loaded (app/startup.py)."""
    load("app.ui.qt.workarounds:check_imports_without_caching_sources")()
    make_application = load("app.ui.qt.application:make_application")
    icon = resources_dir() / "icons" / "mindkeep.svg"
    return make_application(APP_NAME, APP_ID, icon, apply_language(code), sheet=sheet)


def _attach(window, core: Core, *, window_state=None) -> None:
    """The services into the window; `window_state` keeps the Session and page in use (the
    start path gives it, app/startup.py; a picture keeps nothing)."""
    window.attach(
        core,
        make_runner=lambda api_key=None: make_runner(core, make_provider(core, api_key=api_key)),
        data_dir=core.data_dir,
        window_state=window_state,
    )


def _make_window(core: Core, locale: str | None = None):
    """The window with its services at once (screenshots and tests)."""
    app = _make_app(locale or core.settings.language())
    window = load("app.ui.main_window:MainWindow")(data_dir=core.data_dir)
    _attach(window, core)  # a picture shows what it is asked for, and keeps nothing
    return app, window


def check_screenshot_path(path: str) -> Path:
    """Refuse a screenshot path that cannot be written, before anything else is written (the
    database, the Welcome Space): its folder must exist and take a new file, and the path must
    not be a folder."""
    target = Path(os.path.expanduser(path))
    folder = target.parent
    try:  # (a name too long for the system fails already when it is looked at)
        if target.is_dir():
            raise AppError(
                Code.INVALID_INPUT, f"cannot write the screenshot to {target}: it is a folder."
            )
        if not folder.is_dir():
            raise AppError(
                Code.INVALID_INPUT,
                f"cannot write the screenshot to {target}: the folder {folder} does not exist.",
            )
        # A real attempt (a permission check says yes to root on a read-only disk), removed again.
        named_file = load("tempfile:NamedTemporaryFile")  # (~1 ms, for a screenshot only)
        with named_file(dir=folder, prefix=".mindkeep-", suffix=".png"):
            pass
        if target.exists() and not os.access(target, os.W_OK):
            raise PermissionError(f"{target} is read-only")
    except OSError as exc:
        raise AppError(
            Code.INVALID_INPUT, f"cannot write the screenshot to {target}: {exc.strerror or exc}."
        ) from None
    return target


def take_screenshot(
    core: Core,
    path: str,
    *,
    page: str = "chat",
    session_id: int | None = None,
    locale: str | None = None,
    width: int = 1280,
    height: int = 800,
) -> None:
    """Render the main window offscreen to a PNG (for docs and for checking layouts by eye)."""
    check_screenshot_path(path)
    if session_id is not None:
        core.chat.get_session(session_id)  # a clear error for an unknown id, before any write
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    apply_language(locale or core.settings.language())  # the Welcome Space is written in it
    ensure_welcome(core)
    app, window = _make_window(core, locale)
    if session_id is not None:
        window.select_session(session_id)
    window.resize(width, height)
    window.show()
    if page == "memory":
        window.show_memory()
    elif page == "directory":
        window.show_directory()
    elif page == "chat":
        window.show_chat()
    window.refresh_counts()  # at once, not after its short delay: the picture is taken now
    for _round in range(3):
        app.processEvents()
    if page == "chat":
        window.chat_page.scroll.to_end()  # the newest message, once the rows are laid out
        app.processEvents()
    if not window.grab().save(path):
        raise OSError(f"could not write {path}")
    window.close()
