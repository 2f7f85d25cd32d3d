"""(ko zh; check-zb-east) A kind of file said as what a refused folder holds, touching the folder's
name: after it ("scripts/ 底下的腳本是維運組在維護的，你不要動", "*.sql 遷移檔是 DBA 在管的") or before its
noun ("마이그레이션 폴더 db/migrate/ 는 삭제하지 말 것"). The kind describes the place, so the place is
refused whole — any file in it, the folder itself removed — and a file elsewhere keeps the rule:
read_paths had taken the kind for the rule's subject (only scripts in scripts/), so an edit outside
the folder read `not_applicable` and `rm -rf db/migrate` too. Asked in read_actions after
read_paths.path_rules (read_paths.py is full). After the name only where the name is of that kind
or a glob: "src/ 안의 테스트 파일은 수정하지 마세요", the test files among src/'s, keeps its subject, as
"don't edit test files in src/" does."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.compliance.dotfile_kinds import variants_said
from app.domain.compliance.paths import PathRule
from app.domain.compliance.word_tables import Lazy

# between the folder's name and the kind after it: where in it, a possessive, the noun of a folder
_AFTER = Lazy(
    r"\s*(?:/\s*)?(?:底下|下面|下边|下邊|里面|裡面|里|裡|中|内|內|以下|配下|の下|안|아래)?\s*"
    r"(?:的|の|의|에\s*있는)?\s*"
)
# between the kind before and the folder's name: the noun of a folder ("마이그레이션 폴더 db/migrate/"),
# or a glob's files named and the glob in brackets after them ("migration 檔（db/migrations/*.sql）")
_BEFORE = Lazy(
    r"\s*(?:폴더|디렉터리|디렉토리|フォルダー?|ディレクトリ|目录|目錄|文件夹|文件夾|資料夾|资料夹)\s*$"
    r"|\s*(?:檔|档|文件|ファイル|파일|files?)?\s*[（(]\s*$"
)


def every_file_of_the_place(text: str, rules: list, kinds: dict) -> list:
    """`rules` with each refused folder whose kind's word touches its name read for every file;
    (mend-zd-words) and a bare dotfile said as a kind (".env files") read with its variants."""
    return variants_said(text, [_whole(r) if _kind_touches(text, r, kinds) else r for r in rules])


def _whole(rule: PathRule) -> PathRule:
    return replace(rule, subject="file")


def _kind_touches(text: str, rule, kinds: dict) -> bool:
    if not isinstance(rule, PathRule) or not rule.forbidden or rule.exempt:
        return False
    kind = kinds.get(rule.subject)
    if kind is None or rule.subject == "file":
        return False
    # after the name only where the name is itself of that kind or a glob of names ("scripts/ 底下的
    # 腳本", "*.sql 遷移檔"): "src/ 안의 테스트 파일", the test files among src/'s, keeps its subject
    last = rule.folder.rstrip("/").rsplit("/", 1)[-1]
    named_so = "*" in last or kind.fullmatch(last) is not None
    glob = "*" in rule.folder
    for m in re.finditer(re.escape(rule.folder.rstrip("/")), text):
        after = _AFTER.match(text, m.end())
        if named_so and after is not None and kind.match(text, after.end()):
            return True
        before = text[max(0, m.start() - 24) : m.start()]
        noun = _BEFORE.search(before)
        if noun is not None and (glob or not noun.group().rstrip().endswith(("(", "（"))):
            found = list(kind.finditer(before, 0, noun.start()))
            if found and not before[found[-1].end() : noun.start()].strip():
                return True
    return False
