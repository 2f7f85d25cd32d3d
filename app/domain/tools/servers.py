"""Tool servers (MCP, SPEC §3): what a configured server is, and the rules for its name, its
command or URL and headers, and for the names its tools are given (`SERVER__TOOL`).

Pure: the services ask these before anything is written, the agent names tools with them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import unquote_plus, urlparse

from app.deferred import later
from app.domain.errors import AppError, Code
from app.domain.memory.rules.secrets import looks_like_secret
from app.domain.tools.call_text import SEPARATOR, split_tool_name  # noqa: F401  (named here too)

# hashlib loads OpenSSL (~10 ms): kept off the first screen's path (app/startup.py).
_sha256 = later("hashlib:sha256")


class Transport(StrEnum):
    STDIO = "stdio"  # a command Mindkeep starts, spoken to over its stdin and stdout
    HTTP = "http"  # Streamable HTTP at a URL


# A server's name is the first half of each of its tools' names, which every provider must
# accept (OpenAI: [A-Za-z0-9_-], at most 64 characters; Gemini: starting with a letter).
# Lower case, so that "Git" and "git" are not two servers; no "__", which separates the
# server from the tool; at most 24 characters, which leaves 38 for the tool's own name.
SERVER_NAME_MAX = 24
_SERVER_NAME = re.compile(r"[a-z][a-z0-9-]*(?:_[a-z0-9-]+)*")
# Names a user or a model would read as Mindkeep's own ("mindkeep__save_memory").
RESERVED_SERVER_NAMES = frozenset({"mindkeep", "memory"})
TOOL_NAME_MAX = 64
_TOOL_CHARS = re.compile(r"[^A-Za-z0-9_-]")

# A stdio server: its command and arguments; a URL server: its URL and headers.
ARG_MAX = 4_000
ARGS_MAX = 100
URL_MAX = 2_000
HEADERS_MAX = 20
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")  # an HTTP token (RFC 9110)
# Header names whose values are credentials: kept in the OS keyring, never in the database.
_SECRET_HEADER_WORDS = (
    "auth",
    "key",
    "token",
    "secret",
    "password",
    "cookie",
    "session",
    "credential",
    "signature",
)
# Headers that the HTTP client and the MCP transport set themselves.
_TRANSPORT_HEADERS = frozenset(
    {
        "host",
        "content-length",
        "content-type",
        "accept",
        "connection",
        "transfer-encoding",
        "mcp-session-id",
        "mcp-protocol-version",
    }
)


@dataclass(frozen=True, slots=True)
class ToolServer:
    """A configured MCP server. Secret values are not held here: `args` shows a secret
    argument as "" (its index is in `secret_args`), and a secret header is only named in
    `secret_headers`; their values are in the OS keyring."""

    id: int
    name: str
    transport: Transport
    command: str | None = None
    args: tuple[str, ...] = ()
    secret_args: tuple[int, ...] = ()
    # The folder the command was added from: it starts there, so `--repository .` means the
    # same folder from the CLI and from the window.
    cwd: str | None = None
    url: str | None = None
    headers: tuple[tuple[str, str], ...] = ()
    secret_headers: tuple[str, ...] = ()
    enabled_by_default: bool = True
    # The Spaces where the user turned it on or off: (space id, enabled), by space id.
    spaces: tuple[tuple[int, bool], ...] = ()

    def launch_key(self) -> tuple:
        """Equal for two reads of the same configuration (a changed server is restarted);
        a server removed and added again has a new id."""
        return (
            self.id,
            self.transport,
            self.command,
            self.args,
            self.secret_args,
            self.cwd,
            self.url,
            self.headers,
            self.secret_headers,
        )

    def enabled_in(self, space_id: int) -> bool:
        """Whether a Session of this Space gets this server's tools."""
        for sid, enabled in self.spaces:
            if sid == space_id:
                return enabled
        return self.enabled_by_default

    def to_json(self) -> dict:
        """The server as `tools list --json` shows it; secret values are never shown."""
        data: dict = {"name": self.name, "transport": self.transport.value}
        if self.transport is Transport.STDIO:
            data["command"] = self.command
            data["cwd"] = self.cwd
            data["args"] = [
                "<secret>" if i in self.secret_args else a for i, a in enumerate(self.args)
            ]
        else:
            data["url"] = self.url
            data["headers"] = dict(self.headers) | dict.fromkeys(self.secret_headers, "<secret>")
        data["enabled_by_default"] = self.enabled_by_default
        data["spaces"] = [{"space_id": s, "enabled": e} for s, e in self.spaces]
        return data


def suggest_server_name(text: str) -> str:
    """A valid server name close to `text` ("My Git" → "my-git"), for an error message."""
    name = re.sub(r"[^a-z0-9_-]+", "-", text.strip().lower())
    name = re.sub(r"_{2,}", "_", name).strip("-_")
    if not name or not name[0].isalpha():
        name = "s-" + name if name else "server"
    name = name[:SERVER_NAME_MAX].rstrip("-_")
    return name + "-1" if name in RESERVED_SERVER_NAMES else name


def check_server_name(name: object) -> str:
    """The server's name as given, or invalid_input saying what a name may be."""
    if not isinstance(name, str) or not name:
        raise AppError(Code.INVALID_INPUT, "give the tool server a name, e.g. git.", "name")
    if name in RESERVED_SERVER_NAMES:
        raise AppError(
            Code.INVALID_INPUT,
            f"{name!r} is reserved for Mindkeep's own tools; choose another name, e.g. "
            f"{suggest_server_name(name)!r}.",
            "name",
        )
    if len(name) > SERVER_NAME_MAX or not _SERVER_NAME.fullmatch(name):
        raise AppError(
            Code.INVALID_INPUT,
            f"{name!r} cannot be a tool server's name: use at most {SERVER_NAME_MAX} lower-case "
            "letters, digits, '-' and single '_', starting with a letter (it begins the name of "
            f"each of its tools, e.g. git{SEPARATOR}git_status). Try {suggest_server_name(name)!r}.",
            "name",
        )
    return name


def _check_text(value: str, field: str, limit: int) -> None:
    if len(value) > limit:
        raise AppError(Code.INVALID_INPUT, f"{field} is longer than {limit} characters.", field)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise AppError(
            Code.INVALID_INPUT, f"{field} contains characters that are not valid text.", field
        ) from None
    if "\x00" in value:
        raise AppError(Code.INVALID_INPUT, f"{field} contains a NUL character.", field)


def check_command(command: object, args: object) -> tuple[str, tuple[str, ...]]:
    """A stdio server's command line (whether the command exists is the service's check)."""
    if not isinstance(command, str) or not command.strip():
        raise AppError(
            Code.INVALID_INPUT,
            "give the command that starts the server after --, e.g. "
            "mindkeep tools add git -- uvx mcp-server-git.",
            "command",
        )
    if not isinstance(args, list | tuple) or not all(isinstance(a, str) for a in args):
        raise AppError(Code.INVALID_INPUT, "the arguments must be text.", "args")
    if len(args) > ARGS_MAX:
        raise AppError(Code.INVALID_INPUT, f"a command takes at most {ARGS_MAX} arguments.", "args")
    _check_text(command, "command", ARG_MAX)
    for arg in args:
        _check_text(arg, "args", ARG_MAX)
    return command, tuple(args)


def secret_args(args: tuple[str, ...]) -> tuple[int, ...]:
    """The arguments that hold a key, token or password (kept in the OS keyring): one that looks
    like a secret, the value after an option named like one (`--token X`, `--pass X`, `-p X`),
    an option with its value (`--api-key=X`), an assignment (`GITHUB_TOKEN=X`, also after
    `-e`), and a URL with one in its query (`https://host/mcp?api_key=X`)."""

    def secret(i: int, arg: str) -> bool:
        if looks_like_secret(arg):
            return True
        if "://" in arg and "?" in arg and url_secrets(arg)[1]:
            return True
        name, eq, _value = arg.partition("=")
        if eq and arg.startswith("-"):  # --api-key=X, -p=X
            return _secret_option(name)
        if eq and _ASSIGNED_NAME.fullmatch(name):  # GITHUB_TOKEN=X
            return names_a_secret(name)
        before = args[i - 1] if i > 0 else ""
        return before.startswith("-") and "=" not in before and _secret_option(before)

    return tuple(i for i, arg in enumerate(args) if secret(i, arg))


# What stands in a stored URL for a query value kept in the OS keyring.
SECRET_PLACEHOLDER = "<secret>"
# Words of a name (an option, a variable, a header, a query parameter) that make its value a
# credential: `--pass`, `--pwd`, `--key`, `--auth`, `DB_PASSWORD`, `?access_token=`, `apiKey`.
_SECRET_NAME_WORDS = frozenset(
    {
        "pass",
        "passwd",
        "password",
        "passphrase",
        "pwd",
        "pw",
        "key",
        "apikey",
        "token",
        "secret",
        "auth",
        "authorization",
        "credential",
        "credentials",
        "cookie",
        "sig",
        "signature",
    }
)
# Words that end a name of something beside the secret, not the secret ("--key-file PATH",
# "--api-key-env NAME": a path or where the secret is read from).
_NOT_THE_VALUE = frozenset(
    {"file", "path", "dir", "env", "var", "name", "type", "size", "length", "format", "id"}
)
_ASSIGNED_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def names_a_secret(name: str) -> bool:
    """Whether a name says its value is a credential: one of its words is a key, token,
    password… (`api_key`, `X-Api-Key`, `accessToken`, `DB_PASSWORD`, `githubtoken`), and its
    last word does not name something beside it (`key_file`)."""
    words = [w for w in re.split(r"[^a-z0-9]+", _CAMEL.sub("_", name).lower()) if w]
    if not words or words[-1] in _NOT_THE_VALUE:
        return False
    return any(
        w in _SECRET_NAME_WORDS or w.endswith(("token", "secret", "password", "passwd", "apikey"))
        for w in words
    )


def _secret_option(option: str) -> bool:
    """`-p`, `--pass`, `--token`…: an option whose value is a credential."""
    name = option.lstrip("-")
    if option.startswith("-") and not option.startswith("--") and len(name) == 1:
        return name == "p"  # -p VALUE: a password (mysql, psql-style tools, many servers)
    return names_a_secret(name)


def url_secrets(url: str) -> tuple[str, tuple[tuple[int, str], ...]]:
    """A URL with each credential in its query (`?api_key=`, `?token=`, `?access_token=`,
    `?key=`, or a value that looks like a key) replaced by `SECRET_PLACEHOLDER`, and those
    values as they were written, by their place in the query (0 for the first `name=value`)."""
    base, question, rest = url.partition("?")
    if not question:
        return url, ()
    query, hash_, fragment = rest.partition("#")
    parts = query.split("&")
    found: list[tuple[int, str]] = []
    for i, part in enumerate(parts):
        name, eq, value = part.partition("=")
        if not eq or not value or value == SECRET_PLACEHOLDER:
            continue
        if names_a_secret(unquote_plus(name)) or looks_like_secret(unquote_plus(value)):
            found.append((i, value))
            parts[i] = f"{name}={SECRET_PLACEHOLDER}"
    if not found:
        return url, ()
    return f"{base}?{'&'.join(parts)}{hash_}{fragment}", tuple(found)


def url_secret_places(url: str | None) -> tuple[int, ...]:
    """The places in a stored URL's query whose value is kept in the OS keyring."""
    if not url or "?" not in url:
        return ()
    query = url.partition("?")[2].partition("#")[0]
    return tuple(
        i
        for i, part in enumerate(query.split("&"))
        if part.partition("=")[1] and part.partition("=")[2] == SECRET_PLACEHOLDER
    )


def fill_url(url: str, values: dict[int, str]) -> str:
    """A stored URL with the values kept in the keyring put back in their places."""
    base, _q, rest = url.partition("?")
    query, hash_, fragment = rest.partition("#")
    parts = query.split("&")
    for i, value in values.items():
        parts[i] = f"{parts[i].partition('=')[0]}={value}"
    return f"{base}?{'&'.join(parts)}{hash_}{fragment}"


def _secret_word(name: str) -> bool:
    return any(word in name for word in _SECRET_HEADER_WORDS) or names_a_secret(name)


def parse_http_url(url: str, field: str, example: str):
    """An http(s) URL that names a host and, if any, a port of 1 to 65535 (`urlparse`'s result),
    or invalid_input saying what is wrong with it."""
    try:
        parsed = urlparse(url)
        port = parsed.port  # ValueError when it is not a number of 0 to 65535
        host = parsed.hostname
    except ValueError as exc:  # "http://[::1" (an unclosed IPv6 address), "host:99999"
        raise AppError(
            Code.INVALID_INPUT,
            f"{url!r} is not a URL that can be used ({exc}); e.g. {example}.",
            field,
        ) from None
    if parsed.scheme not in ("http", "https") or not host:
        raise AppError(
            Code.INVALID_INPUT,
            f"{url!r} is not a server URL: it must start with http:// or https:// and name a "
            f"host, e.g. {example}.",
            field,
        )
    if port == 0:
        raise AppError(Code.INVALID_INPUT, f"{url!r} names port 0: a port is 1 to 65535.", field)
    return parsed


def check_url(url: object) -> str:
    """A Streamable HTTP server's URL: http(s), with a host."""
    if not isinstance(url, str) or not url.strip():
        raise AppError(Code.INVALID_INPUT, "give the server's URL, e.g. https://host/mcp.", "url")
    url = url.strip()
    _check_text(url, "url", URL_MAX)
    parsed = parse_http_url(url, "url", "http://127.0.0.1:8000/mcp")
    if parsed.username or parsed.password:
        raise AppError(
            Code.INVALID_INPUT,
            "put credentials in a header (--header 'Authorization: Bearer …'), not in the URL: "
            "a URL is stored as it is.",
            "url",
        )
    return url


def parse_header(text: object) -> tuple[str, str]:
    """One `--header "Name: value"`."""
    if not isinstance(text, str) or ":" not in text:
        raise AppError(
            Code.INVALID_INPUT,
            f'{text!r} is not a header: write it as "Name: value", e.g. "Authorization: Bearer …".',
            "header",
        )
    name, _colon, value = text.partition(":")
    name, value = name.strip(), value.strip()
    if not _HEADER_NAME.fullmatch(name):
        raise AppError(
            Code.INVALID_INPUT,
            f"{name!r} is not a header name (letters, digits and -, e.g. X-Api-Key).",
            "header",
        )
    if name.lower() in _TRANSPORT_HEADERS:
        raise AppError(
            Code.INVALID_INPUT, f"the {name} header is set by the connection itself.", "header"
        )
    if not value or any(c in value for c in "\r\n\x00"):
        raise AppError(
            Code.INVALID_INPUT, f"the {name} header needs a value on one line.", "header"
        )
    _check_text(value, "header", ARG_MAX)
    return name, value


def check_headers(headers: list[str] | tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Every header parsed; a name given twice is refused."""
    if len(headers) > HEADERS_MAX:
        raise AppError(Code.INVALID_INPUT, f"at most {HEADERS_MAX} headers.", "header")
    parsed = [parse_header(h) for h in headers]
    seen: set[str] = set()
    for name, _value in parsed:
        if name.lower() in seen:
            raise AppError(Code.INVALID_INPUT, f"the {name} header is given twice.", "header")
        seen.add(name.lower())
    return tuple(parsed)


def is_secret_header(name: str, value: str) -> bool:
    """A header whose value is a credential: by its name (Authorization, X-Api-Key, Cookie…)
    or by the look of its value."""
    return _secret_word(name.lower()) or looks_like_secret(value)


# ---------------------------------------------------------------- tool names


def _short_hash(text: str) -> str:
    return _sha256(text.encode("utf-8")).hexdigest()[:8]


def _plain_tool_name(server: str, tool: str) -> str:
    clean = _TOOL_CHARS.sub("_", tool) or "tool"
    return f"{server}{SEPARATOR}{clean}"


def _hashed_tool_name(server: str, tool: str) -> str:
    """`SERVER__<as much of the tool's name as fits>_<8 hex of its real name>`."""
    clean = _TOOL_CHARS.sub("_", tool) or "tool"
    room = TOOL_NAME_MAX - len(server) - len(SEPARATOR) - 9
    return f"{server}{SEPARATOR}{clean[:room]}_{_short_hash(tool)}"


def tool_names(server: str, tools: list[str] | tuple[str, ...]) -> dict[str, str]:
    """Each tool's name as the model sees it, by its MCP name: `SERVER__TOOL`. A character no
    provider accepts becomes "_"; a name that would be over 64 characters, or that two tools
    would share after that (`a.b`, `a_b`), is cut and ends with 8 hex digits of the tool's real
    name, so it stays the same from one start to the next. A tool whose name still collides
    (or is given twice by the server) is left out."""
    plain = {t: _plain_tool_name(server, t) for t in dict.fromkeys(tools)}
    counts: dict[str, int] = {}
    for name in plain.values():
        counts[name] = counts.get(name, 0) + 1
    named: dict[str, str] = {}
    taken: set[str] = set()
    for tool, name in plain.items():
        if len(name) > TOOL_NAME_MAX or counts[name] > 1:
            name = _hashed_tool_name(server, tool)
        if name in taken:
            continue
        taken.add(name)
        named[tool] = name
    return named


# ---------------------------------------------------------------- trust on this computer
# A shared database (SPEC §6) is written by other programs too: a row there must not be enough
# to make this computer run a command or send its requests somewhere. A server is started only
# when its whole configuration, as read now, carries a mark made on this computer with a key
# that never leaves it (the data folder): `tools add` and `tools trust` make the mark.

TRUST_VERSION = "mindkeep-tool-server-trust-1"  # app.domain.marks.TOOL_SERVER


class Trust(StrEnum):
    """Whether this computer starts a server (SPEC §2.5, §3)."""

    TRUSTED = "trusted"  # its configuration was added or confirmed here, its tools as pinned
    NOT_TRUSTED = "not_trusted"  # added or changed by another program: not confirmed here
    CHANGED = "changed"  # its tools' definitions changed since they were pinned: not confirmed


def trust_fields(server: ToolServer) -> list:
    """Everything that decides what starting this server does, as the fields its mark covers
    (app.domain.marks): its name (the keyring accounts of its secrets), how it is reached, the
    command, its arguments and which are secret, the folder it starts in, the URL and its
    headers (by name: a JSON object's keys come back in any order)."""
    return [
        server.name,
        server.transport.value,
        server.command,
        list(server.args),
        sorted(server.secret_args),
        server.cwd,
        server.url,
        sorted([k, v] for k, v in server.headers),
        sorted(server.secret_headers),
    ]


def trust_payload(server: ToolServer) -> bytes:
    """The same in one canonical form, to compare two reads of a configuration (the bytes
    app.domain.marks.canonical marks)."""
    parts = [TRUST_VERSION, *trust_fields(server)]
    return json.dumps(parts, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def launch_identity(server: ToolServer) -> list:
    """Which server an allowance is for (SPEC §3: "one server configuration and tool, and ends
    with that server"): this row (a server removed and added again has a new id) with this
    configuration."""
    return [server.id, *trust_fields(server)]
