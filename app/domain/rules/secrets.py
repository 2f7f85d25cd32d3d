"""SPEC §2.5: Memory never stores secrets. What looks like a key, a token or a password."""

from __future__ import annotations

import re

_WORDS = r"(?:password|passwd|pwd|passphrase|secret|api[_\- ]?key|access[_\- ]?token|auth[_\- ]?token|token)"
_SECRET_PATTERNS = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----",
        # OpenAI-style keys: "sk-" and anything key-like after it, whatever its length, as
        # long as it is not an ordinary word ("sk-learn" has no digit and is short).
        r"\bsk-(?=[A-Za-z0-9_\-]*[0-9])[A-Za-z0-9_\-]{3,}|\bsk-[A-Za-z0-9_\-]{16,}",
        r"\bAKIA[0-9A-Z]{16}\b",
        r"\bgh[pousr]_[A-Za-z0-9]{30,}",
        r"\bgithub_pat_[A-Za-z0-9_]{30,}",
        r"\bxox[abposr]-[A-Za-z0-9\-]{10,}",
        r"\bAIza[0-9A-Za-z_\-]{30,}",
        r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
        # 40 hexadecimal characters: the shape of many API tokens (and of nothing a rule needs).
        r"(?<![0-9A-Za-z])[0-9a-fA-F]{40}(?![0-9A-Za-z])",
        # "password: hunter" / "token=abcd…", or "the password is <something credential-like>"
        rf"\b{_WORDS}\b\s*[=:]\s*\S{{4,}}",
        rf"\b{_WORDS}\s+is\s+[\"'`]?(?=\S*[0-9!@#$%^&*_\-+=])\S{{6,}}",
        # A passphrase is words: "my passphrase is correct horse battery staple".
        r"\bpass\s?phrase\s+(?:is|was|reads)\b\s*\S+",
        r"(?:密码|口令|密钥|令牌|パスワード|비밀번호|пароль)\s*(?:是|为|は|는|:|：|=)\s*\S{3,}",
        r"\bbearer\s+[A-Za-z0-9_\-\.=]{16,}",
    )
]


def looks_like_secret(text: str) -> bool:
    """True when the text holds something that looks like a key, token or password."""
    return any(p.search(text) for p in _SECRET_PATTERNS)
