"""Issue 30: what Mindkeep stores about tool servers and models holds no credential (SPEC §2.5):
the secret arguments, query values and headers are found; a URL that cannot be used is a
clear error, never a traceback."""

from __future__ import annotations

import pytest

from app.domain.errors import AppError, Code
from app.domain.tools.servers import (
    SECRET_PLACEHOLDER,
    check_url,
    fill_url,
    is_secret_header,
    names_a_secret,
    secret_args,
    url_secret_places,
    url_secrets,
)


@pytest.mark.parametrize(
    ("args", "secret"),
    [
        (("--pass", "hunter2"), (1,)),
        (("--pwd", "hunter2"), (1,)),
        (("--password", "hunter2"), (1,)),
        (("-p", "hunter2"), (1,)),
        (("-p=hunter2",), (0,)),
        (("--key", "abc123"), (1,)),
        (("--auth", "user:pw"), (1,)),
        (("--token", "abc"), (1,)),
        (("--api-key=abc",), (0,)),
        (("--apiKey", "abc"), (1,)),
        (("-e", "GITHUB_TOKEN=abc"), (1,)),
        (("DB_PASSWORD=abc",), (0,)),
        (("--url", "https://api.example.com/mcp?api_key=abc"), (1,)),
        (("https://api.example.com/mcp?access_token=abc&x=1",), (0,)),
        (("--repository", "/home/me/repo", "-v"), ()),
        (("-P", "3306", "--port", "8080", "--author", "Ann"), ()),
        (("--key-file", "/home/me/.ssh/id", "--password-file", "/run/pw"), ()),
        (("PATH=/usr/bin", "LOG_LEVEL=debug", "MONKEY=1"), ()),
        (("https://api.example.com/mcp?page=2",), ()),
    ],
)
def test_secret_arguments_are_found(args, secret):
    """Values of `--pass`, `--pwd`, `-p`, `--key`, `--auth`, `--token`, `--api-key=…`, a
    `KEY=value` whose KEY names a secret, and URLs with a key in their query are secret; paths,
    ports, authors and a key's file are not."""
    assert secret_args(args) == secret


@pytest.mark.parametrize(
    "url",
    [
        "https://mcp.example.com/mcp?api_key=abc123",
        "https://mcp.example.com/mcp?token=abc123",
        "https://mcp.example.com/mcp?access_token=abc123",
        "https://mcp.example.com/mcp?key=abc123",
        "https://mcp.example.com/mcp?v=2&apiKey=abc123#top",
        "https://mcp.example.com/mcp?q=ghp_Zq8Lw3Nv7Tr2Xk5Pm9Hd4Bs6Fy1Jc0Ga8Ue2W",
    ],
)
def test_a_key_in_a_urls_query_is_taken_out_and_put_back(url):
    """The stored URL holds a placeholder where the key was; filled again, it is the URL given."""
    stored, found = url_secrets(url)
    assert found and "abc123" not in stored and "ghp_" not in stored
    assert SECRET_PLACEHOLDER in stored
    places = url_secret_places(stored)
    assert places == tuple(i for i, _v in found)
    assert fill_url(stored, dict(found)) == url


def test_a_url_without_credentials_is_kept_as_it_is():
    """Ordinary query values (a page, a version, a model) are not secrets."""
    url = "https://mcp.example.com/mcp?page=2&api-version=2024-02-01&model=gpt"
    assert url_secrets(url) == (url, ())
    assert url_secret_places(url) == ()


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        ("X-Pass", True),
        ("X-Pwd", True),
        ("X-Auth-Token", True),
        ("api_key", True),
        ("accessToken", True),
        ("githubtoken", True),
        ("X-Trace", False),
        ("author", False),
        ("keyboard", False),
        ("api_key_file", False),
    ],
)
def test_names_that_say_their_value_is_a_credential(name, secret):
    """Words of a name decide: pass, pwd, key, token, auth…, not a name that only contains
    their letters, nor one that names the file the key is in."""
    assert names_a_secret(name) is secret
    if secret:
        assert is_secret_header(name, "plain")


@pytest.mark.parametrize(
    "url",
    [
        "http://[::1",
        "http://127.0.0.1:70000/mcp",
        "http://127.0.0.1:99999999999999999999/mcp",
        "http://127.0.0.1:0/mcp",
        "http://127.0.0.1:-1/mcp",
    ],
)
def test_an_unusable_url_is_a_clear_error(url):
    """An unclosed IPv6 address and a port outside 1–65535 are invalid_input on the url field."""
    with pytest.raises(AppError) as err:
        check_url(url)
    assert (err.value.code, err.value.field) == (Code.INVALID_INPUT, "url")
