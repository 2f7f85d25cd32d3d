"""(fix-zd-files) A place kept only from removal: "Never delete anything in backups/", "Ne supprime
rien dans backups/", "Do not remove *.sql files", ".sql 파일은 삭제하면 안 됩니다". read_paths reads
the place as forbidden — nothing written, edited or removed under it — so `touch backups/new.sql`,
`echo x > backups/new.txt` and `mkdir backups/2025` were denied: a ban on deleting is not about
making, writing or moving a file into the place. Such a rule is marked `removals` (paths.PathRule):
only a removal there (`rm`, `git rm`, `find … -delete`, `shred`, a move out, a delete tool)
breaks it. A rule that names another act beside the deleting ("don't delete or edit …", "don't
touch or remove …") is left as it was. Asked in `read_paths.path_rules` beside `freed_out`."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.compliance.word_tables import Lazy

# the verbs of taking a file away, in the languages the checker reads
_REMOVE = Lazy(
    r"\b(?:delet\w*|remov\w*|eras\w*|rm|wip(?:e|es|ed|ing)|purg\w*|supprim\w*|effac\w*|lösch\w*|"
    r"entfern\w*|borr\w*|elimin\w*|cancell\w*|rimuov\w*|apag\w*|exclu\w*|удал\w*|стира\w*|стер\w*)\b"
    r"|حذف|تحذف|احذف|يحذف|امسح|تمسح|مسح|删|刪|削除|消さ|消す|消し|삭제|지우|지워",
    re.IGNORECASE,
)
# the verbs of any other act on a file: said beside the deleting, they keep the place whole
_OTHER = Lazy(
    r"\b(?:touch\w*|edit\w*|modif\w*|chang\w*|writ\w*|wrote|creat\w*|add|adding|added|mov(?:e|es|ed|ing)|"
    r"renam\w*|overwrit\w*|alter\w*|updat\w*|put|sav(?:e|es|ed|ing)|tamper\w*|mess|commit\w*|"
    r"push\w*|écri\w*|cré\w*|ajout\w*|déplac\w*|renomm\w*|touche\w*|änder\w*|bearbeit\w*|"
    r"schreib\w*|anfass\w*|fass\w*|erstell\w*|verschieb\w*|umbenenn\w*|hinzufüg\w*|toc\w*|"
    r"escrib\w*|cre[ae]\w*|añad\w*|muev\w*|mov\w*|renombr\w*|cambi\w*|tocc\w*|scriv\w*|aggiung\w*|"
    r"spost\w*|rinomin\w*|mex\w*|escrev\w*|adicion\w*|измен\w*|трога\w*|пиш\w*|писа\w*|созда\w*|"
    r"добав\w*|перемещ\w*|переимен\w*|прав\w*|редакт\w*)\b"
    r"|تعدل|تعديل|عدل|تلمس|تكتب|اكتب|تنشئ|إنشاء|تنقل|改|动|動|写|寫|新建|创建|添加|移动|移動|碰|"
    r"変更|編集|書き|触|いじ|作成|追加|수정|편집|건드|손대|만들|추가|생성|변경|옮기|이동|덮어",
    re.IGNORECASE,
)


def only_removals(plain: str, rules: list) -> list:
    """`rules` with each place forbidden (not a commit's) read as kept from removal only, when the
    rule's words refuse deleting and no other act."""
    if not any(r.forbidden and not r.commits for r in rules) or not _REMOVE.search(plain):
        return rules
    if _OTHER.search(plain):
        return rules
    return [replace(r, removals=True) if r.forbidden and not r.commits else r for r in rules]
