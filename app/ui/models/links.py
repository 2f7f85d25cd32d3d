"""Where a link in a message really goes, before anything opens it (issue 23, defect 2).

A reply's Markdown link has the model's words and an address that may be another one
(`[https://docs.python.org/](https://docs-python.example/?u=ALICE)`). Only web and mail
addresses leave the app; a `mailto:` keeps its addresses, subject and body (never `attach=`,
`cc=` or `bcc=`, which a mail program may act on); the address shown is the one that opens,
its host in ASCII when it is written in other letters (a Cyrillic "о" in "gооgle.com" shows as
"xn--ggle-55da.com"). A link "says where it goes" only when its words are that address, with
a plain host and no user part before "@": anything else is asked about before it opens.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QUrl, QUrlQuery

EXTERNAL_SCHEMES = frozenset({"http", "https", "mailto"})
MAIL_FIELDS = ("subject", "body", "to")  # what a mail link keeps of its query, in this order


@dataclass(frozen=True, slots=True)
class Target:
    """Where a link goes: the address that opens, as shown, and its host (or mail addresses)."""

    url: str  # the address handed to the browser or the mail program
    shown: str  # the same address as the user is shown it
    host: str  # the web host in ASCII, or the mail link's addresses
    mail: bool
    plain: bool  # no look-alike letters, no user part: its words can be trusted to name it


def target(href: str) -> Target | None:
    """The link's real target, or None when it may not leave the app (file:, javascript:,
    relative, an address without a host)."""
    url = QUrl(href)
    scheme = url.scheme().lower()
    if not url.isValid() or scheme not in EXTERNAL_SCHEMES:
        return None
    if scheme == "mailto":
        return _mail(url)
    if not url.host():
        return None
    encoded = QUrl.ComponentFormattingOption.EncodeUnicode
    ace = url.host(encoded)
    shown = url.toDisplayString()
    plain = ace == url.host() and not url.userInfo() and not _tricky(shown)
    if not plain:
        shown = url.toString(encoded)
    return Target(
        url.toString(QUrl.ComponentFormattingOption.FullyEncoded), shown, ace, False, plain
    )


def _mail(url: QUrl) -> Target | None:
    addresses = url.path()
    if not addresses:
        return None
    query = QUrlQuery(url)
    kept = QUrlQuery()
    for key in MAIL_FIELDS:
        for value in query.allQueryItemValues(key, QUrl.ComponentFormattingOption.FullyDecoded):
            kept.addQueryItem(key, value)
    clean = QUrl()
    clean.setScheme("mailto")
    clean.setPath(addresses)
    if not kept.isEmpty():
        clean.setQuery(kept)
    shown = clean.toDisplayString()
    return Target(
        clean.toString(QUrl.ComponentFormattingOption.FullyEncoded),
        shown,
        addresses,
        True,
        not _tricky(shown),
    )


def _tricky(text: str) -> bool:
    """Characters that change how an address reads: bidi controls, invisible or control ones."""
    return any(unicodedata.category(ch) in ("Cf", "Cc") for ch in text)


def says_where_it_goes(label: str, link: Target) -> bool:
    """Whether a link's words are its own address (an autolink, a pasted address): then it
    opens at once; any other words could say one place and go to another."""
    if not link.plain:
        return False
    words = label.strip()
    if link.mail:
        return words in (link.host, link.shown, "mailto:" + link.host)
    candidates = {link.shown, link.url}
    for candidate in list(candidates):
        candidates.add(candidate.rstrip("/"))
        for scheme in ("https://", "http://"):
            if candidate.startswith(scheme):
                candidates.add(candidate[len(scheme) :])
                candidates.add(candidate[len(scheme) :].rstrip("/"))
    return words in candidates
