"""Outside agents over MCP (SPEC §9): which Space a project folder uses, and the external
Sessions each connection is kept in. The MCP server (app/mcp) and the CLI's `space bind`
call these; the window shows what they write."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import NAME_MAX
from app.domain.model import SessionInfo, Space, SpaceFolder, client_name
from app.domain.text import check_storable
from app.i18n import format_day
from app.services.changes import NOTHING, Changes, Done
from app.storage.engine.database import Database
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import agent_log, conversation
from app.storage.repositories import folders as folder_rows

# The longest folder path Mindkeep keeps (Linux's PATH_MAX; longer ones no system opens).
FOLDER_MAX = 4_096


def folder_path(value: Any, *, must_exist: bool = True) -> str:
    """A folder as it is bound and looked up: absolute, `~` expanded, symbolic links and `..`
    resolved, no trailing separator. With `must_exist`, a path that is not a folder is refused."""
    if not isinstance(value, (str, os.PathLike)) or not str(value).strip():
        raise AppError(Code.INVALID_INPUT, "a folder must be given.", "folder")
    check_storable(str(value), "folder")
    if len(str(value)) > FOLDER_MAX:
        raise AppError(
            Code.INVALID_INPUT,
            f"a folder path is at most {FOLDER_MAX:,} characters; this one has "
            f"{len(str(value)):,}. Nothing was bound.",
            "folder",
        )
    try:
        path = Path(value).expanduser().resolve(strict=False)
        is_folder = path.is_dir() if must_exist else True
    except (OSError, RuntimeError, ValueError) as exc:  # a loop of links, a name too long
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise AppError(
            Code.INVALID_INPUT, f"{_shown(value)} is not a usable folder: {why}.", "folder"
        ) from None
    if not is_folder:
        raise AppError(
            Code.INVALID_INPUT,
            f"{_shown(path)} is not a folder on this computer; nothing was bound.",
            "folder",
        )
    return str(path)


def _shown(path: Any, limit: int = 160) -> str:
    """A path as an error message names it: a long one by its start and its end."""
    text = str(path)
    return text if len(text) <= limit else f"{text[: limit // 2]}…{text[-limit // 2 :]}"


def too_broad(path: str) -> str | None:
    """Why a folder may never be bound or name a Space (SPEC §9), or None: the root of the file
    system or of a drive, the home folder, or a folder holding the home folder ("/home"). A
    Space bound there would take in every project of the user."""
    folder = Path(path)
    if folder.anchor and str(folder) == folder.anchor:
        return "the root of a drive" if folder.drive else "the root of the file system"
    try:
        home = Path.home().resolve(strict=False)
    except (OSError, RuntimeError):  # no home folder to compare with
        return None
    if folder == home:
        return "your home folder"
    if folder in home.parents:
        return "a folder that holds your home folder"
    return None


def _refuse_broad(path: str) -> None:
    why = too_broad(path)
    if why is not None:
        raise AppError(
            Code.INVALID_INPUT,
            f"{path} is {why}: a Space is bound to a project folder, never to it (it would take "
            "in every project). Bind a project folder inside it instead.",
            "folder",
        )


class ExternalAgents:
    """Folders bound to Spaces, and the external Sessions of outside agents."""

    def __init__(self, db: Database):
        """Each write returns what it made and what it changed (a `Done`)."""
        self._db = db

    # ---------------------------------------------------------------- folders

    def bind(self, space_id: int, folder: Any) -> Done[SpaceFolder]:
        """Bind a project folder to a Space: an outside agent working in it (or below it)
        over MCP uses that Space's Memory. A folder bound elsewhere moves to this Space."""
        path = folder_path(folder)
        _refuse_broad(path)
        with self._db.write() as s:
            self._space(s, space_id)
            before = folder_rows.folders_at(s, [path])
            bound = folder_rows.bind_folder(s, space_id, path)
        spaces = {space_id} | {f.space_id for f in before}
        return Done(bound, Changes(spaces=frozenset(spaces)))

    def unbind(self, folder: Any) -> Done[SpaceFolder]:
        """Unbind a folder (it need not exist any more)."""
        path = folder_path(folder, must_exist=False)
        with self._db.write() as s:
            gone = folder_rows.unbind_folder(s, path)
        if gone is None:
            raise AppError(Code.NOT_FOUND, f"{path} is not bound to a Space.", "folder")
        return Done(gone, Changes(spaces=frozenset({gone.space_id})))

    def folders(self, space_id: int | None = None) -> list[SpaceFolder]:
        """The bound folders, of one Space or of all."""
        with self._db.read() as s:
            if space_id is not None:
                self._space(s, space_id)
            return folder_rows.folder_list(s, space_id)

    @staticmethod
    def _binding(s: UnitOfWork, path: str) -> SpaceFolder | None:
        """The binding of a folder or of its nearest parent that is bound (a binding of a folder
        too broad to be one, made before that was refused, is not followed)."""
        chain = [p for p in (path, *(str(p) for p in Path(path).parents)) if not too_broad(p)]
        found = {f.path: f for f in folder_rows.folders_at(s, chain)}
        return next((found[p] for p in chain if p in found), None)

    @staticmethod
    def _bound_below(s: UnitOfWork, path: str) -> list[str]:
        """The bound folders inside `path`: a Space bound to `path` would capture them."""
        inside = path.rstrip(os.sep) + os.sep
        return [f.path for f in folder_rows.folder_list(s) if f.path.startswith(inside)]

    def space_for(self, folders: list[str], *, create: bool = True) -> Done[tuple[Space, bool]]:
        """The Space an outside agent working in these folders uses: the one bound to the first
        folder (or a parent of it) that is bound; else, with `create`, a new Space named after
        the first folder that may be one, bound to it. Returns (Space, whether it was made now).

        Never bound or named a Space (SPEC §9): the root of the file system or of a drive and
        the home folder (`too_broad`), nor a folder that holds bound folders (a bound folder is
        not captured by a root above it). When no folder may be, the client is asked for
        `--space`."""
        paths = [folder_path(f, must_exist=False) for f in folders]
        if not paths:
            raise AppError(Code.INVALID_INPUT, "no folder to find a Space for.", "folder")
        usable = [p for p in paths if not too_broad(p)]
        with self._db.read() as s:
            for path in usable:
                bound = self._binding(s, path)
                if bound is not None:
                    return Done((self._space(s, bound.space_id), False))
        if not create:
            raise AppError(Code.NOT_FOUND, f"no Space is bound to {paths[0]}.", "folder")
        with self._db.write() as s:
            # Looked up again: another connection may have made it meanwhile.
            for path in usable:
                bound = self._binding(s, path)
                if bound is not None:
                    return Done((self._space(s, bound.space_id), False))
            holding = {p: self._bound_below(s, p) for p in usable}
            path = next((p for p in usable if not holding[p]), None)
            if path is None:
                raise _space_required(paths, holding)
            name = (Path(path).name or path)[:NAME_MAX]
            space = conversation.add_space(s, name)
            folder_rows.bind_folder(s, space.id, path)
        return Done((space, True), Changes(spaces=frozenset({space.id})))

    def space(self, space_id: int) -> Space:
        with self._db.read() as s:
            return self._space(s, space_id)

    # ---------------------------------------------------------------- external Sessions

    def open_session(self, space_id: int, client: Any, *, title: str) -> Done[SessionInfo]:
        """A new external Session of a Space for one connection of an outside agent."""
        name = client_name(client)
        title = " ".join(title.split())[:NAME_MAX] or name
        with self._db.write() as s:
            self._space(s, space_id)
            info = conversation.add_session(s, space_id, title, external_client=name)
        return Done(info, Changes(spaces=frozenset({space_id}), sessions=frozenset({info.id})))

    def session_of_day(
        self,
        space_id: int,
        client: Any,
        *,
        folder: Any = None,
        now: datetime | None = None,
    ) -> Done[SessionInfo]:
        """The external Session an outside agent works in today in a Space: one per client and
        folder per day, the local day (SPEC §9, §10), made by its first MCP connection or hook
        of the day and reused by the later ones, so the words its hooks capture and the
        suggestions it makes over MCP are in one Session; a new one the next day. The folder is
        the project's: a folder inside one bound to this Space counts as that bound folder, so a
        hook run from a subfolder and a connection at the project's root agree. The rule lives
        here only."""
        name = client_name(client)
        now = now or datetime.now(UTC)
        path = folder_path(folder, must_exist=False) if folder is not None else None
        midnight = now.astimezone().replace(hour=0, minute=0, second=0, microsecond=0)
        since = midnight.astimezone(UTC)
        with self._db.read() as s:
            path = self._project_folder(s, space_id, path)
            found = agent_log.external_session_since(s, space_id, name, path, since)
        if found is not None:
            return Done(found)
        title = session_title(name, now)[:NAME_MAX]
        with self._db.write() as s:
            self._space(s, space_id)
            # Made meanwhile by another connection or hook?
            found = agent_log.external_session_since(s, space_id, name, path, since)
            info = found or conversation.add_session(
                s, space_id, title, external_client=name, external_folder=path
            )
        if found is not None:
            return Done(found, NOTHING)
        return Done(info, Changes(spaces=frozenset({space_id}), sessions=frozenset({info.id})))

    def _project_folder(self, s: UnitOfWork, space_id: Any, path: str | None) -> str | None:
        """The folder an external Session is kept for: the folder bound to this Space that holds
        `path` (or is it), else `path` itself."""
        if path is None:
            return None
        bound = self._binding(s, path)
        return bound.path if bound is not None and bound.space_id == space_id else path

    def arrived_since(self, after_entry_id: int) -> tuple[int, dict[str, int]]:
        """Suggestions of outside agents still waiting, written after entry `after_entry_id`:
        (the newest one's id, or `after_entry_id`; how many per agent)."""
        with self._db.read() as s:
            rows = folder_rows.waiting_from_agents(s, after_entry_id)
        newest = max((entry_id for entry_id, _agent in rows), default=after_entry_id)
        counts: dict[str, int] = {}
        for _entry_id, agent in rows:
            counts[agent] = counts.get(agent, 0) + 1
        return newest, counts

    @staticmethod
    def _space(s: UnitOfWork, space_id: Any) -> Space:
        if isinstance(space_id, bool) or not isinstance(space_id, int):
            raise AppError(Code.INVALID_INPUT, "a Space id is a whole number.", "space")
        space = conversation.space_info(s, space_id)
        if space is None:
            raise AppError(Code.NOT_FOUND, f"Space {space_id} does not exist.", "space")
        return space


def _space_required(paths: list[str], holding: dict[str, list[str]]) -> AppError:
    """The refusal when no folder of an outside agent may choose or name a Space."""
    why = []
    for path in paths:
        broad = too_broad(path)
        if broad is not None:
            why.append(f"{path} is {broad}")
        elif holding.get(path):
            inside = ", ".join(holding[path][:3]) + (", …" if len(holding[path]) > 3 else "")
            why.append(f"{path} holds folders bound to Spaces ({inside})")
    return AppError(
        Code.INVALID_INPUT,
        "Mindkeep cannot tell which Space to use: "
        + "; ".join(why)
        + ". Work in a project folder, bind one (`mindkeep space bind ID FOLDER`), or start the "
        "server with `mindkeep mcp --space ID`. Nothing was written.",
        "space",
    )


def session_title(client: str, when: datetime | None = None) -> str:
    """An external Session's name: the client and the day ("Claude Code · Dec 1")."""
    return f"{client} · {format_day(when or datetime.now(UTC))}"
