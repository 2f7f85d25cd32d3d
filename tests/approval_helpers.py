"""What the approval tests share: `mcp-server-git` (a test dependency) and a fresh repository
for it, and the work server of tests/mcp_work_server.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

WORK = str(Path(__file__).with_name("mcp_work_server.py"))
GIT_SERVER = shutil.which("mcp-server-git", path=str(Path(sys.executable).parent)) or shutil.which(
    "mcp-server-git"
)
GIT_MISSING = GIT_SERVER is None or shutil.which("git") is None
WHY_MISSING = "mcp-server-git (a test dependency, installed by make venv) or git is not installed"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


def make_repo(path: Path) -> Path:
    """A git repository with one commit on main."""
    path.mkdir()
    git(path, "init", "-q", "-b", "main")
    git(path, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q",
        "--allow-empty", "-m", "start")  # fmt: skip
    return path


def branches(repo: Path) -> list[str]:
    return git(repo, "branch", "--list", "--format=%(refname:short)").split()
