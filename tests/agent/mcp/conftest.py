"""Real MCP servers for the hub's tests: the SDK-written fixture server and the hand-written
raw one in tests/, each run as a process the hub starts."""

from __future__ import annotations

import shutil
from types import SimpleNamespace

import pytest
from mcp_helpers import FIXTURE, PY, hub_of


@pytest.fixture
def hub_core(core):
    """The services with a hub of their own (closed after the test, every server with it)."""
    hub = hub_of(core, start_timeout=30.0, call_timeout=30.0)
    yield core.replace(tool_hub=hub)
    hub.close()


@pytest.fixture(scope="module")
def fx(tmp_path_factory, _migrated_template):
    """One database with the fixture server configured and a Space, shared by the tests that
    leave the server running as it was (started once for them all)."""
    from app.bootstrap import build_core

    path = tmp_path_factory.mktemp("fx") / "mindkeep.db"
    shutil.copyfile(_migrated_template, path)
    # A data folder of its own: a module's fixture is made before each test's MINDKEEP_HOME.
    core = build_core(f"sqlite:///{path}", data_dir=tmp_path_factory.mktemp("fx-home"))
    space = core.chat.create_space("Fixture").value
    session = core.chat.create_session(space.id, title="Work").value
    core.tool_servers.add_stdio("fx", PY, [FIXTURE])
    yield SimpleNamespace(core=core, hub=core.tool_hub, space=space.id, session=session.id)
    core.close()
