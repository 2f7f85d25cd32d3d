"""The composition root: paths, database, services, tools, i18n, and (lazily) the window.

Qt is imported only inside the window functions, so command-line use stays fast. The
services, and SQLAlchemy beneath them, are imported inside `build_core`, so the window can
paint its frame first and open the database afterwards (app/startup.py, `start_window`).
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from app import APP_ID, APP_NAME
from app.domain.errors import AppError, Code

if TYPE_CHECKING:
    import threading

    from app.agent.loop import AgentRunner
    from app.agent.mcp import SessionTools, ToolHub
    from app.agent.providers import ModelProvider
    from app.agent.tools import ToolRegistry
    from app.services.agent_hooks import AgentHooks
    from app.services.approvals import Approvals
    from app.services.chat import ChatService
    from app.services.compliance import ComplianceRecords
    from app.services.events import EventBus
    from app.services.external import ExternalAgents
    from app.services.memory import Decisions, MemoryQueries, Proposals, Transfer
    from app.services.search import MessageSearch
    from app.services.settings import SettingsService
    from app.services.tool_runs import ToolRuns
    from app.services.tool_servers import ToolServers
    from app.services.views import Views
    from app.storage.database import Database

DB_FILE = "mindkeep.db"


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path:
    """--data-dir, else MINDKEEP_HOME, else the platform's user data folder."""
    chosen = data_dir or os.environ.get("MINDKEEP_HOME")
    if not chosen:
        from platformdirs import user_data_dir

        chosen = user_data_dir(APP_NAME, appauthor=False)
    return Path(chosen).expanduser()


def resolve_db_url(db: str | None = None, data_dir: str | os.PathLike | None = None) -> str:
    """--db, else MINDKEEP_DB_URL, else the SQLite file in the data folder."""
    if db:
        return db
    if os.environ.get("MINDKEEP_DB_URL") and not data_dir:
        return os.environ["MINDKEEP_DB_URL"]
    return f"sqlite:///{resolve_data_dir(data_dir) / DB_FILE}"


def resources_dir() -> Path:
    """Icons and other resources: beside the package in a checkout, in the bundle when frozen."""
    import sys

    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent)) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


class Core(NamedTuple):
    """Everything but the window: what the CLI, the agent and the UI share."""

    db: Database
    bus: EventBus
    memory: MemoryQueries  # reading Memory
    proposals: Proposals  # the agent's and the explicit-request saver's writes
    decisions: Decisions  # the user's writes
    transfer: Transfer  # export and import
    chat: ChatService
    settings: SettingsService
    tools: ToolRegistry  # Mindkeep's own tools (the Memory tools)
    data_dir: Path
    tool_servers: ToolServers  # the configured MCP servers
    tool_hub: ToolHub  # runs them; no thread, no SDK until a server is needed
    views: Views  # what each screen shows, one read per refresh
    compliance: ComplianceRecords  # the receipts of replies and actions (SPEC §2.11)
    external: ExternalAgents  # folders bound to Spaces, outside agents' external Sessions
    approvals: Approvals  # tool calls waiting for the user's Allow or Deny
    hooks: AgentHooks  # what other agents' hooks do, and each rule's Block / Remind / Off
    tool_runs: ToolRuns  # allowed calls written ahead of running them (issue 31)
    search: MessageSearch  # finding messages across conversations and in a Session

    def close(self) -> None:
        self.tool_hub.close()  # every server stops with the app
        self.db.dispose()


def build_core(db: str | None = None, data_dir: str | os.PathLike | None = None) -> Core:
    """Open (and migrate) the database and wire the services."""
    from app.agent.mcp.hub import ToolHub
    from app.agent.tools import default_registry
    from app.services.agent_hooks import AgentHooks
    from app.services.approvals import Approvals
    from app.services.chat import ChatService
    from app.services.compliance import ComplianceRecords
    from app.services.events import EventBus, ValuesSkipped
    from app.services.external import ExternalAgents
    from app.services.language_id import LanguageIdentifier
    from app.services.local_files import LocalKey, LocalTrust
    from app.services.memory import Decisions, MemoryQueries, Proposals, Transfer
    from app.services.search import MessageSearch
    from app.services.settings import SettingsService
    from app.services.tool_runs import ToolRuns
    from app.services.tool_servers import ToolServers
    from app.services.views import Views
    from app.storage.database import open_database

    folder = resolve_data_dir(data_dir)
    if folder.exists() and not folder.is_dir():  # (with --db elsewhere, found only later)
        raise AppError(
            Code.DATABASE_ERROR,  # (as when the database could not be made inside it)
            f"The data folder {folder} is a file, not a folder; nothing was opened. Choose a "
            "folder with --data-dir.",
        )
    url = resolve_db_url(db, data_dir)
    database = open_database(url)
    bus = EventBus()
    database.skipped.subscribe(lambda items: bus.publish(ValuesSkipped(tuple(items))))
    # This computer's key (the data folder's, never the database's): what makes something
    # run or be restored here counts only with its mark (SPEC §2.5).
    key = LocalKey(resolve_data_dir(data_dir))
    proposals = Proposals(database, bus, key=key)
    tool_servers = ToolServers(
        database, trust=LocalTrust(resolve_data_dir(data_dir), key), secrets=_keyring_secrets
    )
    # The checker's language identifier: a kept library behind the domain's port (loaded on
    # the first reply a language rule is checked on).
    memory = MemoryQueries(database, bus, key=key, identify=LanguageIdentifier())
    approvals = Approvals(database, bus, key=key, servers=tool_servers)
    chat = ChatService(database, bus, proposals)
    compliance = ComplianceRecords(database, bus)
    external = ExternalAgents(database, bus)
    return Core(
        db=database,
        bus=bus,
        memory=memory,
        proposals=proposals,
        decisions=Decisions(database, bus, key=key),
        transfer=Transfer(database, bus, key=key),
        chat=chat,
        settings=SettingsService(database),
        tools=default_registry(),
        data_dir=resolve_data_dir(data_dir),
        tool_servers=tool_servers,
        tool_hub=ToolHub(tool_servers),
        views=Views(database, memory, approvals),
        compliance=compliance,
        external=external,
        approvals=approvals,
        tool_runs=ToolRuns(database, bus, resolve_data_dir(data_dir)),
        hooks=AgentHooks(
            database,
            bus,
            chat=chat,
            proposals=proposals,
            compliance=compliance,
            external=external,
            check=_later("app.domain.agent_check", "verdicts"),
            judge=_later("app.domain.judgement", "judge"),
        ),
        search=MessageSearch(database),
    )


def _later(module: str, name: str):
    """A function of `module`, imported on its first call: the checker and the judgement compile
    their word tables when imported (~0.1 s each), which most commands never need."""

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


def _keyring_secrets():
    """The OS keyring, for tool servers' secrets (imported only when one is kept or read)."""
    from app.agent.keys import KeyringSecrets

    return KeyringSecrets()


def session_tools(
    core: Core, session_id: int, *, cancel: threading.Event | None = None
) -> SessionTools:
    """The tools the agent gets in this Session: the Memory tools and the tools of the
    servers enabled in its Space (started as needed); `problems` are the servers that could
    not start, for the chat to show."""
    from app.agent.mcp.session import tools_for_session

    space_id = core.chat.get_session(session_id).space_id
    return tools_for_session(core.tools, core.tool_hub, space_id, cancel=cancel)


def copy_database(
    target_url: str, *, db: str | None = None, data_dir: str | os.PathLike | None = None
) -> dict:
    """`mindkeep db copy --to URL`: the chosen database, whole, into an empty one (verified)."""
    from app.storage.copy import copy_database as copy

    return copy(resolve_db_url(db, data_dir), target_url).to_json()


def restore_database(
    backup: str, *, db: str | None = None, data_dir: str | os.PathLike | None = None
) -> dict:
    """`mindkeep db restore BACKUP`: the backup, checked and brought to this schema, written into
    the chosen SQLite database while other programs may have it open."""
    from app.storage.restore import restore

    return restore(resolve_db_url(db, data_dir), backup).to_json()


def follow_changes(core: Core) -> None:
    """Keep the window up to date with other programs' changes to its database (until the
    core is closed): LISTEN/NOTIFY on PostgreSQL, the data version of a SQLite file."""
    from app.services.live import follow_other_instances

    follow_other_instances(core.db, core.bus)


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
    from app.agent.offline import OfflineAssistant
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.services.settings import check_base_url

    stored = core.settings.model()
    base_url = base_url or os.environ.get("MINDKEEP_MODEL_BASE_URL") or stored.base_url
    model = model or os.environ.get("MINDKEEP_MODEL") or stored.model
    if not (base_url and model):
        return OfflineAssistant()
    from app.agent.keys import load_key  # keyring costs ~20 MB: only when a model is used

    base_url = check_base_url(base_url)
    key = api_key or os.environ.get("MINDKEEP_API_KEY") or load_key(base_url)
    return OpenAICompatibleProvider(
        ModelConfig(
            base_url=base_url,
            model=model,
            api_key=key,
            timeout=timeout or stored.timeout,
            context_window=stored.context_window,
        )
    )


def make_runner(core: Core, provider: ModelProvider | None = None, **options) -> AgentRunner:
    """The agent for this run: the Memory tools and the Session's tool servers, calls that
    need approval kept in `core.approvals` until the user decides."""
    from app.agent.loop import AgentRunner

    options.setdefault("compliance", core.compliance)
    options.setdefault("judge_rules", core.settings.judge_rules())
    return AgentRunner(
        core.chat,
        core.memory,
        core.proposals,
        core.tools,
        provider or make_provider(core),
        tools_for=lambda session_id, cancel: session_tools(core, session_id, cancel=cancel),
        approvals=core.approvals,
        runs=core.tool_runs,
        **options,
    )


def ensure_welcome(core: Core) -> None:
    """On the very first start, a Welcome Space with a short Session explaining Memory."""
    from app.i18n import _

    if core.settings.welcomed():
        return
    if not core.chat.list_spaces():
        space = core.chat.create_space(_("Welcome"))
        session = core.chat.create_session(space.id, title=_("How Memory works"))
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
    from app.i18n import set_language

    return set_language(code or _os_language())


def _os_language() -> str:
    """The system's language, read as gettext reads it: LANGUAGE (its first entry), LC_ALL,
    LC_MESSAGES, then LANG; "C" and "POSIX" mean none was chosen."""
    import locale as _locale

    from app.i18n import map_os_locale

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").split(":")[0].strip()
        if value and value.split(".")[0] not in ("C", "POSIX"):
            return map_os_locale(value)
    return map_os_locale(_locale.getlocale()[0] or "")


def _make_app(code: str, *, sheet: bool = True):
    """The QApplication, in language `code` (translations, direction, icon, desktop id), its
    style sheet on unless `sheet` is False."""
    from app.ui.qt.workarounds import check_imports_without_caching_sources

    check_imports_without_caching_sources()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from app.i18n import is_rtl
    from app.ui import style
    from app.ui.qt.language import install_qt_translations

    app = QApplication.instance() or style.new_application(APP_NAME)
    app.setApplicationName(APP_NAME)
    style.install(app, sheet=sheet)  # the theme: follows the system's light/dark and contrast
    # Lets Wayland and X11 desktops match the window to its .desktop entry and icon.
    app.setDesktopFileName(APP_ID)
    icon = resources_dir() / "icons" / "mindkeep.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    code = apply_language(code)
    install_qt_translations(code)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight
    )
    return app


def _attach(window, core: Core, *, remember: bool = True) -> None:
    from app.startup import window_state

    window.attach(
        core,
        make_runner=lambda api_key=None: make_runner(core, make_provider(core, api_key=api_key)),
        data_dir=core.data_dir,
        window_state=window_state(core) if remember else None,
    )


def _make_window(core: Core, locale: str | None = None):
    """The window with its services at once (screenshots and tests)."""
    app = _make_app(locale or core.settings.language())
    from app.ui.main_window import MainWindow

    window = MainWindow(data_dir=core.data_dir)
    _attach(window, core, remember=False)  # a picture shows what it is asked for, and keeps nothing
    return app, window


def check_screenshot_path(path: str) -> Path:
    """Refuse a screenshot path that cannot be written, before anything else is written (the
    database, the Welcome Space): its folder must exist and take a new file, and the path must
    not be a folder."""
    from app.domain.errors import AppError, Code

    target = Path(path).expanduser()
    folder = target.parent
    import tempfile

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
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".mindkeep-", suffix=".png"):
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
    for _ in range(3):
        app.processEvents()
    if page == "chat":
        window.chat_page.scroll_to_end()  # the newest message, once the rows are laid out
        app.processEvents()
    if not window.grab().save(path):
        raise OSError(f"could not write {path}")
    window.close()
