"""SPEC §2.5: Memory never stores secrets. What looks like a key, a token or a password.

Three parts, each for what it knows:
- the token shapes of the common providers, from detect-secrets' plugins (`secret_rules`,
  generated data) and the shapes those plugins leave out (`_TOKENS` below);
- credentials written as such: in a URL (`postgres://user:pass@host`), in an assignment
  (`DB_PASSWORD=…`, `api_key: …`), in an `Authorization:` header;
- a password stated in words in any of the 11 languages ("the password for prod is
  Hunter2!", "das Passwort ist …", "密码是 …").

What is not a secret: a rule *about* secrets ("Never log passwords"), a placeholder
(`<YOUR_API_KEY>`, `ghp_XXXX…`, `{{api_key}}`, `****`), a reference to where a secret is
kept (`os.environ["DB_PASSWORD"]`, `${TOKEN}`), and an ordinary word after "password"
("Password: required, at least 12 characters").
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.domain.memory.rules.secret_rules import RULES


class _Lazy:
    """A pattern compiled when first used: the patterns below cost ~3 ms to compile, which the
    readers of this module's neighbours need not pay (the window's first screen imports the
    tool servers' rules, which import this, and checks no text for secrets)."""

    __slots__ = ("_args", "_rx")

    def __init__(self, *args):
        self._args, self._rx = args, None

    def __getattr__(self, name: str):  # match, search, finditer: the compiled pattern's own
        if self._rx is None:
            self._rx = re.compile(*self._args)
        return getattr(self._rx, name)


# ---------------------------------------------------------------- token shapes

# Shapes detect-secrets 1.5 has no plugin for (or only a narrower one), from the providers'
# documented formats.
_TOKENS = (
    # OpenAI-style keys ("sk-", "sk-proj-", Anthropic's "sk-ant-"): key-like, not "sk-learn".
    r"\bsk-(?=[A-Za-z0-9_\-]*[0-9])[A-Za-z0-9_\-]{3,}",
    r"\bsk-(?:proj|ant|svcacct|admin)-[A-Za-z0-9_\-]{16,}",
    # Stripe secret and restricted keys, live and test.
    r"\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{10,}",
    # Slack: app-level tokens and every xox* token.
    r"\bxapp-[0-9]-[A-Za-z0-9\-]{10,}",
    r"\bxox[abposre]-[A-Za-z0-9\-]{10,}",
    # GitHub (classic and fine-grained), GitLab, npm, Hugging Face, PyPI, Google, Shopify.
    r"\bgh[pousr]_[A-Za-z0-9]{20,}",
    r"\bgithub_pat_[A-Za-z0-9_]{22,}",
    r"\bgl(?:pat|dt|ft|rt|soat|cbt|ptt)-[A-Za-z0-9_\-]{16,}",
    r"\bnpm_[A-Za-z0-9]{30,}",
    r"\bhf_[A-Za-z0-9]{30,}",
    r"\bpypi-[A-Za-z0-9_\-]{50,}",
    r"\bAIza[0-9A-Za-z_\-]{30,}",
    r"\bshp(?:at|ss|ca|pa)_[0-9a-fA-F]{32}",
    # AWS access key ids (every documented prefix).
    r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[0-9A-Z]{16}\b",
    # Azure storage / service bus connection strings.
    r"\b(?:AccountKey|SharedAccessKey)=[A-Za-z0-9+/]{20,}={0,2}",
    # JSON web tokens.
    r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
    # Private keys, PEM and others.
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----",
)
# detect-secrets patterns that need a digit in what they find to be a key rather than a word
# (Artifactory's "AP…" shape also matches "APPLICATIONS").
_NEEDS_DIGIT = frozenset({"ArtifactoryDetector"})

# ---------------------------------------------------------------- placeholders

_PLACEHOLDER = _Lazy(
    r"""^(?:
        <[^<>]*>                                  # <YOUR_API_KEY>
      | \{\{.*\}\} | \{[A-Za-z_][\w.\-]*\}         # {{api_key}}, {token}
      | \$\{[^}]*\} | \$\(.*\) | \$[A-Za-z_]\w*    # ${TOKEN}, $(pass show db), $DB_PASSWORD
      | %\(?\w*\)?s | %[A-Za-z_]+%                  # %(password)s, %PASSWORD%
      | \[[A-Za-z_ ]+\] | \([A-Za-z_ ]+\)           # [redacted], (hidden)
    )$""",
    re.X,
)
_PLACEHOLDER_WORDS = _Lazy(
    r"x{4,}|\*{3,}|•{3,}|\.{3}|…|placeholder|redacted|your[_\-]?|changeme|dummy|"
    r"sample|fake|secret_here|token_here|key_here|0{8,}|1234567890abcdef",
    re.I,
)
# Where a secret is read from, not the secret: environment, vaults, settings, prompts.
_REFERENCE = _Lazy(
    r"os\.environ|environ\[|getenv|process\.env|ENV\[|System\.getenv|Environment\.|"
    r"secrets\.|vault|keyring|keychain|config\.|settings\.|getpass|input\(|prompt\(|"
    r"\bnull\b|\bnone\b|\bnil\b|\bundefined\b|\bempty\b|\brequired\b|\boptional\b|^true$|^false$|"
    # How a password is kept, not a password: "パスワードは argon2 でハッシュ化".
    r"^(?:argon2(?:id|i|d)?|bcrypt|scrypt|pbkdf2\w*|sha-?\d+\w*|md5|sha1|base64|utf-?8|aes-?\d*\w*|rsa-?\d*|"
    r"ed25519|hmac\w*|2fa|mfa|totp)(?:[^\x00-\x7f].*)?\W*$",
    re.I,
)


def _core(value: str) -> str:
    """A found value without the quotes and sentence marks around it (a closing bracket only
    when nothing in the value opens it: "${TOKEN}" keeps its brace)."""
    value = value.strip().strip("\"'`“”‘’«»「」").rstrip(".,;:!?。，、；：！？،؛")
    for opener, closer in ("()", "[]", "{}"):
        while value.endswith(closer) and value.count(opener) < value.count(closer):
            value = value[:-1].rstrip(".,;:!?。，、；：！？،؛")
    return value.strip("\"'`“”‘’")


def is_placeholder(value: str) -> bool:
    """True when a value stands for a secret instead of being one."""
    core = _core(value)
    if not core:
        return True
    if _PLACEHOLDER.match(core) or _PLACEHOLDER_WORDS.search(core) or _REFERENCE.search(core):
        return True
    # "ghp_aaaaaaaa…", "sk_test_0000…": a body of two or three characters repeated.
    body = re.sub(r"^[A-Za-z]{2,10}[_\-]", "", core)
    return len(body) >= 8 and len(set(body.lower())) <= 3


def _credential_like(value: str) -> bool:
    """A value that reads as a password rather than a word: a digit or a symbol in it, or
    mixed case inside it; never a placeholder."""
    core = _core(value)
    if len(core) < 4 or is_placeholder(core):
        return False
    if re.search(r"[0-9]", core) or re.search(r"[^\w\s]", core):
        return True
    return bool(re.search(r"[a-z][A-Z]|[A-Z]{2,}[a-z]", core))


# ---------------------------------------------------------------- credentials written as such

# scheme://user:password@host (the password not a placeholder).
_URL_CREDENTIALS = _Lazy(r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@?#]{1,64}:([^\s/@?#]{1,200})@")
# NAME=value, NAME: value, "name": "value", where NAME names a credential.
_CREDENTIAL_NAME = (
    r"[A-Za-z0-9_.\-]*(?:password|passwd|passphrase|pwd|secret|token|api[_\-]?key|apikey|"
    r"access[_\-]?key|private[_\-]?key|client[_\-]?secret|auth[_\-]?key|credentials?|"
    r"session[_\-]?key|signing[_\-]?key)[A-Za-z0-9_.\-]*"
)
_ASSIGNMENT = _Lazy(
    rf"""(?<![\w-])["']?(?P<name>{_CREDENTIAL_NAME})["']?\s*(?P<op>:=|=>|==|=|:)\s*
        (?P<value>"[^"\n]{{1,200}}"|'[^'\n]{{1,200}}'|[^\s,;]{{1,200}})""",
    re.I | re.X,
)
_HEADER = _Lazy(
    r"\b(?:Proxy-)?Authori[sz]ation\s*+[:=]\s*+(?:(?:Basic|Bearer|Token|Digest|Negotiate|AWS4-HMAC-SHA256|ApiKey)\s++)?"
    r"(?P<value>[A-Za-z0-9+/=._~\-]{8,})",
    re.I,
)
_BEARER = _Lazy(r"\bbearer\s+(?P<value>[A-Za-z0-9_\-.=+/]{16,})", re.I)


def _assignment_secret(m: re.Match[str]) -> bool:
    name, op, value = m.group("name"), m.group("op"), m.group("value")
    if is_placeholder(value) or len(_core(value)) < 3:
        return False
    if op == ":" and not re.search(r"[_\-.]|[a-z][A-Z]|^[A-Z0-9_]+$", name):
        # "Password: required, …" is prose; "Password: hunter2" is a password.
        return _credential_like(value)
    if op == "==":  # a comparison in code, not a value
        return False
    # `password=get_password()`, `token = self.token`: code that reads a secret.
    core = _core(value)
    return not re.fullmatch(r"[A-Za-z_][\w.]*(?:\(.*\))?", core) or _credential_like(core)


# ---------------------------------------------------------------- passwords in words

# The password word, the copula, in each of the 11 languages (a qualifier may stand between:
# "the password for prod is …", "das Passwort für die DB lautet …").
_PASSWORD_WORDS = (
    r"password|passwd|passphrase|passcode|pass\s?code|pwd|"  # en (and it, which says password)
    r"passwort|kennwort|"  # de
    r"mot\s+de\s+passe|mdp|"  # fr
    r"contraseña|contrasena|clave|"  # es
    r"parola\s+d['’]ordine|"  # it
    r"пароль|пароля|паролем|"  # ru
    r"كلمة\s+(?:ال)?مرور|كلمة\s+(?:ال)?سر|الرقم\s+السري|"  # ar
    r"密码|密碼|口令|暗証番号|パスワード|비밀번호|패스워드|암호"  # zh, ja, ko
)
_COPULA = (
    r"is|was|are|=|:|：|＝|"  # en
    r"ist|lautet|heißt|heisst|war|"  # de
    r"est|était|c['’]est|"  # fr
    r"es|era|"  # es
    r"è|e['’]|era|"  # it
    r"это|—|–|-|"  # ru
    r"هي|هو|"  # ar
    r"是|为|為|は|が|는|은|이|가"  # zh, ja, ko
)
_PASSWORD_STATED = _Lazy(
    rf"(?:{_PASSWORD_WORDS})(?P<qual>[^.!?。！？\n:：=＝]{{0,40}}?)\s*+(?:{_COPULA})\s*+"
    r"(?P<value>[\"'`“‘«「][^\"'`”’»」\n]{3,80}[\"'`”’»」]|[^\s。，、！？]{4,80})",
    re.I,
)


# "The deploy token is 0123…": a key or token stated in words, its value token-like (long, with
# digits), so "the token is stored in the keychain" is not one.
_KEY_WORDS = (
    r"token|secret|api[\s_\-]?key|access[\s_\-]?key|private[\s_\-]?key|client[\s_\-]?secret|"
    r"jeton|clé(?:\s+d['’]api)?|schlüssel|chiave|clave|токен|ключ|"
    r"令牌|密钥|密鑰|トークン|シークレット|토큰|시크릿|المفتاح|الرمز"
)
_KEY_STATED = _Lazy(
    rf"(?:{_KEY_WORDS})[^.!?。！？\n:：=＝]{{0,40}}?\s*+(?:{_COPULA})\s*+"
    r"(?P<value>[\"'`“‘«「]?[A-Za-z0-9+/_\-.=]{12,}[\"'`”’»」]?)",
    re.I,
)
# A passphrase is words: "my passphrase is correct horse battery staple".
_PASSPHRASE = _Lazy(r"\bpass\s?phrase\s+(?:is|was|reads)\b\s*\S+", re.I)


def _password_secret(m: re.Match[str]) -> bool:
    value = m.group("value")
    if value[0] in "\"'`“‘«「" and not is_placeholder(value):
        return len(_core(value)) >= 4  # a quoted password: "the password is 'swordfish'"
    return _credential_like(value)


# ---------------------------------------------------------------- the check


@lru_cache(maxsize=1)
def _token_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    found = [(name, re.compile(pattern, flags)) for name, pattern, flags in RULES]
    found += [("mindkeep", re.compile(p)) for p in _TOKENS]
    return tuple(found)


def secret_kind(text: str) -> str | None:
    """What kind of secret the text holds (a detector's name), or None when it holds none."""
    for name, pattern in _token_patterns():
        for m in pattern.finditer(text):
            found = m.group(0)
            if is_placeholder(found.strip(" \t\"'=:")):
                continue
            if name in _NEEDS_DIGIT and not re.search(r"[0-9]", found):
                continue
            return name
    for m in _URL_CREDENTIALS.finditer(text):
        if not is_placeholder(m.group(1)):
            return "url_credentials"
    for m in _HEADER.finditer(text):
        if not is_placeholder(m.group("value")) and _credential_like(m.group("value")):
            return "authorization_header"
    for m in _BEARER.finditer(text):
        if not is_placeholder(m.group("value")):
            return "bearer_token"
    for m in _ASSIGNMENT.finditer(text):
        if _assignment_secret(m):
            return "assignment"
    for m in _PASSWORD_STATED.finditer(text):
        if _password_secret(m):
            return "password_in_words"
    for m in _KEY_STATED.finditer(text):
        value = m.group("value")
        if re.search(r"[0-9]", value) and not is_placeholder(value):
            return "key_in_words"
    if _PASSPHRASE.search(text):
        return "passphrase"
    return None


def looks_like_secret(text: str) -> bool:
    """True when the text holds something that looks like a key, token or password."""
    return secret_kind(text) is not None
