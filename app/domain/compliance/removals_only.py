"""(fix-zd-files) A place kept only from removal: "Never delete anything in backups/", "Ne supprime
rien dans backups/", "Do not remove *.sql files", ".sql 파일은 삭제하면 안 됩니다". read_paths reads
the place as forbidden — nothing written, edited or removed under it — so `touch backups/new.sql`,
`echo x > backups/new.txt` and `mkdir backups/2025` were denied: a ban on deleting is not about
making, writing or moving a file into the place. Such a rule is marked `removals` (paths.PathRule):
only a removal there (`rm`, `git rm`, `find … -delete`, `shred`, a move out, a delete tool)
breaks it. A rule that names another act beside the deleting ("don't delete or edit …", "don't
touch or remove …") is left as it was. Asked in `read_paths.path_rules` beside `freed_out`.

(mend-zd-words) Only a refusal of deleting narrows the place: a clause that names a delete verb and
refuses ("Never delete …", "Lösche nichts …"). A deletion told as a fact beside a ban on another
act ("Nothing goes into backups/, it gets wiped nightly", "No guardes nada en backups/, se borra
cada noche") is no refusal of it, and the ban keeps the place whole; so does another act said of
the place beside the deleting (read-only, leave … alone, truncate, store, drop into)."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.lexicon import negated
from app.domain.compliance.word_tables import Lazy

# The verbs of deleting, in the eleven languages: one list for a file taken away here and a branch
# deleted (branch_deletes._DELETE_WORDS; mend-zd-words: the two had drifted apart, purge, apag and
# eras missing there, drop, nuke, get rid of and снос here). "удалённый" is Russian's remote, not a
# deletion; "drop" only as a verb ("drop the develop branch", not "a drop"); "excluir" (es, pt) by
# its own endings, not English's "exclude".
DELETE_WORDS = (
    r"(?<![\w-])(?:delet\w*|remov\w*|eras\w*|rm|get(?:ting)?\s+rid\s+of|drop(?:s|ped|ping)?|"
    r"nuk(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|prun(?:e|es|ed|ing)|purg\w*|lösch\w*|gelöscht\w*|"
    r"entfern\w*|supprim\w*|suppression|effac\w*|cancell\w*|elimin\w*|rimuov\w*|rimoss\w*|"
    r"borr\w*|apag\w*|exclu(?:a|as|am|ir|iu|i|ído|ida|ídos|idas|yas|yan|ya)|"
    r"удал(?!ённ|енн)\w*|снос\w*|снес\w*|снёс\w*|стира\w*|стер\w*|"
    r"حذف|يحذف|تحذف\w*|احذف\w*|يُحذف|تُحذف|مسح|يمسح|تمسح|امسح)(?!\w)"
    r"|删除|刪除|删掉|刪掉|删|刪|消さ|消す|消し|削除|삭제|지우|지워|지운"
    # (zh_Hant; check-ze-east) Cantonese's 剷 (剷咗, 剷走: to clear away), and its 鏟, 铲
    r"|剷|鏟|铲"
)
_REMOVE = Lazy(DELETE_WORDS, re.IGNORECASE)
# (mend-zd-words) the refusing pronouns and adverbs that `negated` leaves to the term readers
# ("Lösche nichts im Ordner exports/"; mend-ze-paths: the dialect's "In logs/ nix löschen!")
_NOTHING = Lazy(
    r"\b(?:nothing|never|nichts|nie|niemals|rien|jamais|nada|nunca|nulla|niente|mai|ничего|никогда|nix|nüt|nüx|nischt|nüscht)\b",
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
    r"変更|編集|書き|触|いじ|作成|追加|수정|편집|건드|손대|만들|추가|생성|변경|옮기|이동|덮어"
    r"|고치|고쳐|고칠|手直し"  # (check-zf-east) Korean's "fix" of a file, Japanese's "touch up"
    # (mend-zd-words) the place kept read only or left alone, its files cut short, stored or
    # dropped into it: each another act than deleting
    r"|\b(?:read[\s-]only|lecture\s+seule|solo\s+lectura|sola\s+lettura|somente\s+leitura|"
    r"schreibgeschützt|только\s+для\s+чтения|leav(?:e|es|ing)\s+(?:\S+\s+){0,3}?alone|"
    r"laiss\w*\s+(?:\S+\s+){0,3}?tranquille|in\s+ruhe|en\s+paz|in\s+pace|em\s+paz|в\s+покое|"
    r"truncat\w*|tronqu\w*|trunc\w*|tronc\w*|kürz\w*|обреза\w*|обрез\w*|усе[кч]\w*|"
    r"stor(?:e|es|ed|ing)|dep[oó]sit\w*|dépos\w*|guard(?:a|as|e|es|ar|en|ad)|speicher\w*|"
    r"ableg\w*|salv(?:a|as|e|i|are|ar)|сохран\w*|клади\w*|класть|полож(?:и|ите|ить)|"
    r"(?:drop\w*|dump\w*)\s+(?:\S+\s+){0,3}?into|go(?:es)?\s+in(?:to)?)\b"
    r"|للقراءة\s+فقط|احفظ|تحفظ|تضع|只读|唯读|唯讀|読み取り専用|읽기\s*전용|放进|放進|放入|放到|存放|存到|存入|保存|置か|置く|入れ|저장|넣",
    re.IGNORECASE,
)


def only_removals(plain: str, rules: list) -> list:
    """`rules` with each place forbidden (not a commit's) read as kept from removal only, when the
    rule's words refuse deleting and no other act."""
    if not any(r.forbidden and not r.commits for r in rules) or not _refuses_deleting(plain):
        return rules
    if _OTHER.search(plain):
        return rules
    return [replace(r, removals=True) if r.forbidden and not r.commits else r for r in rules]


def _refuses_deleting(plain: str) -> bool:
    """Whether a clause of the rule refuses deleting: a delete verb and a refusal in one clause
    ("Never delete …", "Lösche nichts …", "지우면 안 됩니다"), not a deletion told ("it gets wiped")."""
    for start, end in clauses(plain):
        part = plain[start:end]
        if _REMOVE.search(part) and (negated(part) or _NOTHING.search(part)):
            return True
    return False


def acts_on_files(clause: str) -> bool:
    """(mend-zd-words) Whether a clause names an act on a file: deleting, writing, editing,
    committing, moving (kept_files: a kind of file is kept only by such a clause)."""
    return bool(_REMOVE.search(clause) or _OTHER.search(clause))
