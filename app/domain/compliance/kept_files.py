"""Files kept out of the repository, said as nouns and places rather than with a verb of committing
(English, check-w-en): a kind of file by its word ("keystores", "keystore files", "pem files") is
the glob of its names, and "No .env in the food bank repo", "*.pem stays on your own machine",
"*.p12 stay local" keep those files out of every commit, as "never commit .env" does."""

from __future__ import annotations

import re

from app.domain.compliance.forbidding import negated
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.removals_only import acts_on_files

# A kind of file by its word, and the globs of its names: a keystore is *.keystore or *.jks; an
# extension's word before "files" is that extension ("pem files": *.pem).
_KIND_WORD = Lazy(
    r"(?<![\w.*/-])(?:(?P<store>keystores?|key\s+stores?)(?:\s+files?)?"
    r"|(?P<ext>pem|p12|pfx|jks|keystore)\s+files?)(?![\w-])"
)


# (ja ko zh; check-zc-east) Images named as a kind of file, the kind's noun before the word for a
# file ("画像ファイルは消したらいかん", "이미지 파일은 지우지 마세요", "图片文件不要删", "圖片檔"): the
# files of an image's extensions. Not a file's name or size said of them ("画像ファイル名は英語で").
_IMAGE_KIND = Lazy(
    r"(?:画像|写真|이미지|사진|图片|圖片|图像|圖像|照片|相片)\s*(?:ファイル|파일|文件|檔案?|档案?)"
    r"(?!\s*(?:名|명|이름|的名|大小|サイズ|크기))"
)
_IMAGE_GLOBS = ("*.jpg", "*.jpeg", "*.png", "*.gif", "*.webp", "*.svg", "*.heic")
# (review zc b) Where the images' clause ends: a sentence's end or a word of contrast ("画像ファイル
# は消してもいいけど、ソースは消さないで", "图片文件删了没关系，但是源码文件不要删", "이미지 파일은
# 지워도 되지만 …"); not a bare comma ("画像ファイルは、消さないで" is one clause)
_CLAUSE_END = Lazy(
    r"[。．！？!?；;]|けど|けれど|でも|しかし|但是|可是|不过|不過|然而|지만|하지만|그런데"
    # (mend-ze-kinds) a bare 但 ("CSV 文件可以删，但 JSON 文件不要删"), not 不但 (not only), 但凡
    r"|(?<!不)但(?!凡)"
)
# (mend-ze-kinds) A comma, or Korean's 말고 ("don't … and"), closes a clause only where the words
# before it, on the kind's side, hold their own verb of acting on files: "PDF 文件不要删，CSV 文件
# 可以删", "CSV 檔可以刪，PDF 檔不要刪", "PDF 파일은 지우지 말고 CSV 파일만 정리해줘" are two clauses,
# each kind in its own; "画像ファイルは、消さないで", "PDF 文件、CSV 文件都不要删" are one.
_SOFT_END = Lazy(r"[，,、]|말고(?!\w)")


def _clause_of(text: str, start: int, end: int) -> str:
    """The clause around text[start:end] (see _CLAUSE_END and _SOFT_END)."""
    before = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    after = _CLAUSE_END.search(text, end)
    left = before[-1] if before else 0
    right = after.start() if after else len(text)
    for m in _SOFT_END.finditer(text, end, right):
        if acts_on_files(text[start : m.start()]):
            right = m.end()
            break
    for m in _SOFT_END.finditer(text, left, start):
        if acts_on_files(text[left : m.start()]):
            left = m.end()
    return text[left:right]


def _refused_clause(text: str, start: int, end: int) -> bool:
    """Whether the clause around text[start:end] is refused: images are the rule's place only then
    (allowed in one clause and another thing refused in the next, they are no place kept)."""
    return negated(_clause_of(text, start, end))


def kinds_by_word(text: str) -> list[tuple[int, int, str]]:
    """The globs a rule's words name by the kind of file, as (start, end, glob)."""
    images = [
        (m.start(), m.end(), g)
        for m in _IMAGE_KIND.finditer(text)
        if _refused_clause(text, m.start(), m.end())
        for g in _IMAGE_GLOBS
    ]
    out = images + _data_kinds(text)  # (fix-zd-files)
    if "key" not in text and "files" not in text and "file" not in text:
        return out
    for m in _KIND_WORD.finditer(text):
        if m.group("store"):
            out += [(m.start(), m.end(), "*.keystore"), (m.start(), m.end(), "*.jks")]
        else:
            out.append((m.start(), m.end(), f"*.{m.group('ext')}"))
    return out


# (fix-zd-files) A kind of data or media file said by its format's word, with no dot: "PNGs", "the
# CSVs", "SQL dumps", "PDF files", "PNG-Dateien", "fichiers PNG", "archivos CSV", "файлы CSV" —
# the files of its extensions, in a clause that refuses (a miss: "Never delete PNGs" read no file
# at all). Formats of code and settings (JSON, YAML) are left out: "JSON files use two spaces" is
# about their text.
_DATA_EXT = r"png|jpe?g|gif|webp|svg|pdf|csv|tsv|sql|xlsx?|parquet|mp3|mp4|wav"
# (mend-zd-words) "SQL dumps" is the kind only with no noun after it: "the SQL dump script" is a
# script. After "dump(s)" only a clause's end, a function word or "files" may stand.
_NO_NOUN_AFTER = (
    r"(?=\s*(?:[^\w\s]|$)|\s+(?:files?|in|inside|from|on|under|at|of|or|and|nor|to|into|there|"
    r"here|anywhere|anymore|ever|again|please|without|unless|before|after|until|when|if|that|which|"
    r"are|is|were|must|should|may|can|will|aus|im|in|von|oder|und|nicht|nie|mehr)(?!\w))"
)
_DATA_KIND = Lazy(
    rf"(?<![\w.*/-])(?:(?P<ext>{_DATA_EXT})(?:s(?![\w-])|\s*(?:-\s*)?(?:files?|dateien|datei"
    rf"|dumps?{_NO_NOUN_AFTER})(?![\w-]))|(?:fichiers?|dateien|archivos?|file|файл\w*|ملفات)\s+"
    rf"(?P<ext2>{_DATA_EXT})(?![\w-]|\.\w)"
    # (check-ze-east) the east's noun of files after the format's word: "PDF 파일 삭제 금지", "CSV 文件
    # 禁止删除", "PDF 檔", "PDF ファイルの削除" — not a file's name or size said of them ("PDF 파일명")
    # (check-zf-east) and the settings' formats there too ("YAML 파일 수정 금지", "JSON ファイルの編集は
    # 禁止"): said with the east's noun of files in a clause that refuses an act on files, they are
    # the files, not their text
    rf"|(?<![\w.*/-])(?P<ext3>{_DATA_EXT}|json|ya?ml|xml|toml)\s*(?:ファイル|파일|文件|檔案?|档案?)"
    r"(?!\s*(?:名|명|이름|的名|大小|サイズ|크기)"
    # (mend-zf-scope) nor what is inside them ("YAML 文件里的注释", "JSON ファイルの中のコメント", "YAML
    # 파일 안의 주석"): the comments kept, not the files ("不要删除 YAML 文件里的注释" refused `rm old.yml`)
    r"|\s*(?:里|裡|里面|裡面|中|内|內|当中|當中)\s*的"
    r"|\s*的\s*(?!修改|删除|刪除|编辑|編輯|改动|改動|变更|變更|改|删|刪|移动|移動|覆盖|覆蓋)"
    r"|\s*(?:の中|内|中)の|\s*(?:の|にある|に書かれた|に書いてある)\s*(?:コメント|注釈|中身|内容|キー|値|インデント)"
    r"|\s*(?:안|속|내부?)(?:의|에\s*있는)|\s*의\s*(?:주석|코멘트|내용|키|값|들여쓰기)))",
    re.IGNORECASE,
)
_DATA_GLOBS = {
    "yaml": ("*.yaml", "*.yml"),
    "yml": ("*.yaml", "*.yml"),
    "jpg": ("*.jpg", "*.jpeg"),
    "jpeg": ("*.jpg", "*.jpeg"),
    "sql": ("*.sql", "*.dump"),
}


def _data_kinds(text: str) -> list[tuple[int, int, str]]:
    """(fix-zd-files) The globs of the data or media kinds a refusing clause names by word; (mend-zd-
    words) a clause whose verb deletes, writes or commits: "Don't run SQL files against prod" keeps
    no file from being written."""
    return [
        (m.start(), m.end(), g)
        for m in _DATA_KIND.finditer(text)
        if _refused_clause(text, m.start(), m.end())
        and acts_on_files(_clause_of(text, m.start(), m.end()))
        for ext in [(m.group("ext") or m.group("ext2") or m.group("ext3")).lower()]
        for g in _DATA_GLOBS.get(ext, (f"*.{ext}",))
    ]


# "No .env in the food bank repo", "no keystores in git": none of a thing in the repository, a
# word or three for the thing (a repo's name between "the" and the repo, as INTO_REPO allows)
_NONE_IN_REPO = Lazy(r"(?<![\w'])no\s+(?:[\w.*'-]+\s+){1,3}?(?=in\s)")
_IN_REPO = Lazy(
    r"in\s+(?:the\s+|our\s+|this\s+|your\s+)?(?:[\w'-]+\s+){0,3}?(?:repo|repository|git)(?![\w'])"
    # closing its clause: "No tests in the web repo run on Windows" tells, keeps nothing out
    r"(?=\s*(?:[.;,:!?)—–-]|$))"
)
# "*.pem stays on your own machine", "*.p12 stay local": the files stay where they are made
_KEPT_LOCAL = Lazy(
    r"(?<![\w'])(?:stays?|remains?|(?:is|are)\s+kept)\s+(?:local(?:ly)?(?![\w'])"
    r"|on\s+(?:your|my|our|each\s+dev's|the\s+dev's)\s+(?:own\s+)?(?:machines?|laptops?|computers?))"
)


def kept_out_of_repo(plain: str) -> re.Match | None:
    """The words that keep a thing out of the repository with no verb of committing (None: none)."""
    if "no" not in plain and " local" not in plain and " own " not in plain:
        return None
    # (the place alone, as INTO_REPO's match is: its words are no folder the rule names)
    for m in _NONE_IN_REPO.finditer(plain):
        place = _IN_REPO.match(plain, m.end())
        if place:
            return place
    return _KEPT_LOCAL.search(plain)
