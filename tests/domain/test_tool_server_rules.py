"""The rules for tool servers (MCP): their names, command lines, URLs and headers, which
values are secrets, and the names their tools get (`SERVER__TOOL`)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.errors import AppError, Code
from app.domain.tools.servers import (
    SERVER_NAME_MAX,
    TOOL_NAME_MAX,
    ToolServer,
    Transport,
    check_command,
    check_headers,
    check_server_name,
    check_url,
    is_secret_header,
    parse_header,
    secret_args,
    split_tool_name,
    suggest_server_name,
    tool_names,
)

# What every provider accepts as a function name (OpenAI's rule, and a letter first for Gemini).
PROVIDER_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")


@pytest.mark.parametrize("name", ["git", "fs", "my-git", "git_2", "a" * SERVER_NAME_MAX])
def test_valid_server_names_are_kept_as_given(name):
    """Lower-case letters, digits, '-' and single '_', starting with a letter, are a name."""
    assert check_server_name(name) == name


@pytest.mark.parametrize(
    "name",
    ["", "Git", "my git", "git__x", "2git", "_git", "git_", "a" * (SERVER_NAME_MAX + 1), "gît"],
)
def test_invalid_server_names_are_refused_with_a_suggestion(name):
    """A name that could not start a valid tool name is refused, and a valid one suggested."""
    with pytest.raises(AppError) as err:
        check_server_name(name)
    assert err.value.code is Code.INVALID_INPUT and err.value.field == "name"
    if name:
        suggestion = suggest_server_name(name)
        assert repr(suggestion) in err.value.message
        assert check_server_name(suggestion) == suggestion


@pytest.mark.parametrize("name", ["mindkeep", "memory"])
def test_names_that_read_as_mindkeeps_own_are_reserved(name):
    """No server can be named so that its tools look like Mindkeep's own."""
    with pytest.raises(AppError, match="reserved"):
        check_server_name(name)
    assert suggest_server_name(name) != name


@given(st.text(max_size=60))
def test_every_suggestion_is_a_valid_name(text):
    """Whatever the user typed, the suggested name is one the rule accepts."""
    suggestion = suggest_server_name(text)
    assert check_server_name(suggestion) == suggestion


def test_tool_names_are_prefixed_with_the_server():
    """A tool keeps its MCP name after `SERVER__`."""
    assert tool_names("git", ["git_status", "git_create_branch"]) == {
        "git_status": "git__git_status",
        "git_create_branch": "git__git_create_branch",
    }
    assert split_tool_name("git__git_create_branch") == ("git", "git_create_branch")
    assert split_tool_name("propose_memory_rule") is None


def test_a_character_no_provider_accepts_becomes_an_underscore():
    """`read.file` and `a/b c` become valid names."""
    names = tool_names("fs", ["read.file", "a/b c"])
    assert names == {"read.file": "fs__read_file", "a/b c": "fs__a_b_c"}


def test_tools_that_would_share_a_name_are_told_apart_by_a_stable_hash():
    """`a.b` and `a_b` both become `a_b`; each then ends with 8 hex digits of its real name,
    the same whatever the order they are listed in."""
    first = tool_names("s", ["a.b", "a_b"])
    second = tool_names("s", ["a_b", "a.b"])
    assert first == second
    assert first["a.b"] != first["a_b"]
    assert all(re.fullmatch(r"s__a_b_[0-9a-f]{8}", n) for n in first.values())


def test_a_name_over_64_characters_is_cut_and_stays_unique():
    """A long name fits in 64 characters; two long names with the same start stay apart."""
    a, b = "x" * 80 + "_one", "x" * 80 + "_two"
    names = tool_names("server-name", [a, b])
    assert all(len(n) <= TOOL_NAME_MAX for n in names.values())
    assert names[a] != names[b]
    assert tool_names("server-name", [a]) == {a: names[a]}  # stable from one start to the next


@given(
    st.sampled_from(["git", "a", "x" * SERVER_NAME_MAX, "my-server_2"]),
    st.lists(st.text(min_size=0, max_size=150), max_size=8),
)
def test_every_tool_name_is_valid_for_every_provider_and_unique(server, tools):
    """Whatever the server calls its tools, the names are valid, unique, and start with the
    server's name and `__`."""
    names = tool_names(server, tools)
    assert set(names) == set(tools)  # only an exact duplicate could be left out
    assert len(set(names.values())) == len(names)
    for name in names.values():
        assert PROVIDER_NAME.fullmatch(name), name
        assert split_tool_name(name)[0] == server


def test_command_lines_are_checked():
    """A command is text and present; arguments are text."""
    assert check_command("uvx", ["mcp-server-git"]) == ("uvx", ("mcp-server-git",))
    for command, args in (("", []), ("  ", []), (None, []), ("x", [1]), ("x\x00", [])):
        with pytest.raises(AppError):
            check_command(command, args)


def test_urls_are_http_with_a_host_and_no_credentials():
    """Only http(s) URLs naming a host; a password in the URL is refused (use a header)."""
    assert check_url(" https://example.com/mcp ") == "https://example.com/mcp"
    for url in ("ftp://x/mcp", "http://", "example.com/mcp", "", "https://u:p@x/mcp"):
        with pytest.raises(AppError) as err:
            check_url(url)
        assert err.value.field == "url"


def test_headers_are_parsed_and_bad_ones_refused():
    """`Name: value`; no line breaks, no empty value, no header the transport sets, no
    header twice."""
    assert parse_header("Authorization: Bearer abc: def") == ("Authorization", "Bearer abc: def")
    for text in ("no colon", ": v", "Bad Name: v", "X-A:", "X-A: a\r\nX-B: b", "Host: x"):
        with pytest.raises(AppError) as err:
            parse_header(text)
        assert err.value.field == "header"
    with pytest.raises(AppError, match="twice"):
        check_headers(["X-A: 1", "x-a: 2"])


@pytest.mark.parametrize(
    ("name", "value", "secret"),
    [
        ("Authorization", "Bearer abc", True),
        ("X-Api-Key", "123", True),
        ("Cookie", "s=1", True),
        ("X-Trace", "on", False),
        ("Accept-Language", "de", False),
        (
            "X-Other",
            "sk-live-9fK2mQ7xR4tL8vB1nZ6c",
            True,
        ),  # by the look of its value (a real-looking key; a placeholder is not one)
    ],
)
def test_secret_headers_are_found_by_name_or_by_value(name, value, secret):
    """Credentials go to the keyring: headers named like one, or whose value looks like one."""
    assert is_secret_header(name, value) is secret


def test_secret_arguments_are_found():
    """A value after --token/--api-key, an --api-key=… argument, and anything that looks like
    a key are secret; ordinary paths and options are not."""
    args = (
        "--repository",
        "/home/me/repo",
        "--token",
        "abc",
        "--api-key=xyz",
        "ghp_" + "Zq8Lw3Nv7Tr2Xk5Pm9Hd4Bs6Fy1Jc0Ga8Ue2W",
        "-v",
    )
    assert secret_args(args) == (3, 4, 5)


def test_a_server_shows_no_secret_values():
    """The JSON of a server names its secret header and marks its secret argument."""
    stdio = ToolServer(1, "gh", Transport.STDIO, "/bin/gh", ("--token", ""), (1,), "/tmp")
    assert stdio.to_json()["args"] == ["--token", "<secret>"]
    http = ToolServer(
        2,
        "web",
        Transport.HTTP,
        url="https://x/mcp",
        headers=(("X-Trace", "1"),),
        secret_headers=("Authorization",),
    )
    assert http.to_json()["headers"] == {"X-Trace": "1", "Authorization": "<secret>"}


def test_a_server_is_on_in_a_space_unless_turned_off_there():
    """A new server's tools are in every Space; turning it off in one leaves the others."""
    server = ToolServer(1, "git", Transport.STDIO, "/bin/git", spaces=((2, False), (3, True)))
    assert server.enabled_in(1) and server.enabled_in(3)
    assert not server.enabled_in(2)
    opt_in = ToolServer(1, "git", Transport.STDIO, "/bin/git", enabled_by_default=False)
    assert not opt_in.enabled_in(1)


def test_a_trust_mark_covers_every_field_that_decides_what_starts():
    """The mark changes with the name, command, any argument, which are secret, the folder, the
    URL or a header; the order a database gives a JSON object's keys back in does not count;
    another key, no key or no mark is not trusted; marks made before the one mark function
    (an HMAC of trust_payload) still hold."""
    import hashlib
    import hmac
    from dataclasses import replace

    from app.domain import marks
    from app.domain.tools.servers import ToolServer, Transport, trust_fields, trust_payload

    def is_trusted(server, key, mark):
        return marks.holds(key, marks.TOOL_SERVER, trust_fields(server), mark)

    key = b"k" * 32
    base = ToolServer(
        id=1,
        name="git",
        transport=Transport.STDIO,
        command="/usr/bin/uvx",
        args=("mcp-server-git", "--repository", "."),
        cwd="/src",
        headers=(("X-A", "1"), ("X-B", "2")),
    )
    mark = marks.mark(key, marks.TOOL_SERVER, trust_fields(base))
    assert mark == hmac.new(key, trust_payload(base), hashlib.sha256).hexdigest()
    assert is_trusted(base, key, mark)
    assert is_trusted(replace(base, headers=(("X-B", "2"), ("X-A", "1"))), key, mark)
    assert is_trusted(replace(base, id=7, enabled_by_default=False), key, mark)
    for changed in (
        replace(base, name="gut"),
        replace(base, command="/tmp/uvx"),
        replace(base, args=("mcp-server-git", "--repository", "/")),
        replace(base, args=(*base.args, "-v")),
        replace(base, secret_args=(2,)),
        replace(base, cwd="/"),
        replace(base, transport=Transport.HTTP),
        replace(base, url="https://x/mcp"),
        replace(base, headers=(("X-A", "1"), ("X-B", "3"))),
        replace(base, secret_headers=("Authorization",)),
    ):
        assert not is_trusted(changed, key, mark), changed
    assert not is_trusted(base, b"j" * 32, mark)
    assert not is_trusted(base, None, mark) and not is_trusted(base, key, None)
