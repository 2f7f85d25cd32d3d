"""The last read of the twenty-ninth round's checker (issue 33), its second part: readings that
reached further than their comments said, each mended as a class. Per finding the reviewer's probes
(wrong before the mend) as siblings, and near misses: the forms the round's reading was written for
and close wordings that read the same before and after.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def _merge(into: str, branch: str = "feature/x"):
    return bash(f"git checkout {into} && git merge {branch}")


# ---------------------------------------------------------------- 4. "nicht nur" beside a merge ban

# merged_into._merge_onto_kept_in_west: "nicht nur" (not only) is neither a negation nor an "only";
# it no longer drops a merge ban read beside it.
NOT_ONLY = [
    ("In main wird nicht gemergt, nicht nur am Freitag.", _merge("main"), V),
    ("In main wird nicht gemergt, nicht nur am Freitag.", _merge("develop"), F),
    ("Mergen in main ist verboten, nicht nur für Praktikanten.", _merge("main"), V),
    ("Nicht nur in main: in main und release wird nie gemergt.", _merge("main"), V),
    ("In stable wird nie gemergt, nicht nur nachts.", _merge("stable"), V),
]  # fmt: skip
NOT_ONLY_NEAR = [
    ("Mergen in stable ist nicht nur erlaubt, sondern erwünscht.", _merge("stable"), U),
    ("Wir mergen nicht nur in main, sondern auch in develop.", _merge("main"), U),
    ("In main wird nicht nur gemergt, sondern auch gepusht.", _merge("main"), NA),
    ("Mergen in main ist verboten.", _merge("main"), V),
    ("In main darf nur die Chefin mergen.", _merge("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_ONLY + NOT_ONLY_NEAR)
def test_not_only_beside_a_merge_ban(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 5. a terse note's open line

# kept_fields._OPEN_FIELD: a terse note that calls another line open or free is not said again as
# "no pushes to …" (the push rooms would refuse the open line too): it reads as before the round.
OPEN_FIELD = [
    ("stable: frozen; main: push freely", bash("git push origin main"), U),
    ("release: locked · main: open", bash("git push origin main"), U),
    ("release locked | main open", bash("git push origin main"), U),
    ("prod: locked · staging: open for pushes", bash("git push origin staging"), U),
    ("release: locked | feature/*: open", bash("git push origin feature/x"), U),
    ("main: locked until Friday, develop: open", bash("git push origin develop"), U),
]  # fmt: skip
OPEN_FIELD_NEAR = [
    ("main frozen for pushes", bash("git push origin main"), V),
    ("main frozen for pushes", bash("git push origin develop"), F),
    ("prod: locked · deploy: locked", bash("git push origin staging"), F),
    ("main: frozen (open a PR instead)", bash("git push origin main"), V),
    ("release: locked · main: not open", bash("git push origin main"), U),
    ("bakery repo: main frozen till the doors open, pal", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OPEN_FIELD + OPEN_FIELD_NEAR)
def test_a_terse_notes_open_line(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 6. images allowed, another kept

# kept_files._refused_clause: images named as a kind of file are the rule's place only when the
# clause naming them is refused — allowed there, and something else refused after a word of
# contrast, they are no place kept (a false deny of the image, a false allow of the source).
IMAGES = [
    ("画像ファイルは消してもいいけど、ソースは消さないで。", bash("rm photo.png"), U),
    ("画像ファイルは消してもいいけど、ソースは消さないで。", bash("rm app.py"), U),
    ("图片文件删了没关系，但是源码文件不要删。", bash("rm photo.png"), U),
    ("图片文件删了没关系，但是源码文件不要删。", bash("rm app.py"), U),
    ("圖片檔刪了沒關係，但是原始碼不要刪。", bash("rm photo.png"), U),
]  # fmt: skip
IMAGES_NEAR = [
    ("ソースは消してもいいけど、画像ファイルは消さないで。", bash("rm photo.png"), V),
    ("ソースは消してもいいけど、画像ファイルは消さないで。", bash("rm app.py"), F),
    ("画像ファイルは、消さないでください。", bash("rm photo.png"), V),
    ("不要删除图片文件。", bash("rm photo.png"), V),
    ("不要删除图片文件。", bash("rm app.py"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), IMAGES + IMAGES_NEAR)
def test_images_allowed_another_kept(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 8. a folder denied sacred

# forbidding._NOT_OF_WORTH and _NOT_SACRED, own_bans._DENIED: "is not" before a word of worth or of
# a ban ("ليس مقدس", "مش مقدس", "غير مقدس", "ليس محظور", "nicht tabu", "n'est pas intouchable",
# "не святое", "non è sacra") denies the thing sacred and refuses no act — the singular مجلد, read
# this round, had brought Arabic's denials to the folder readers as refusals.
DENIED_SACRED = [
    ("مجلد logs ليس مقدس، احذفه عادي.", bash("rm -rf logs/"), U),
    ("مجلد logs مش مقدس، امسحه براحتك.", bash("rm -rf logs/"), U),
    ("مجلد logs غير مقدس، يمكنك حذفه.", bash("rm -rf logs/"), U),
    ("مجلد logs ليس محظور، احذفه.", bash("rm -rf logs/"), U),
    ("Der Ordner logs ist nicht tabu, lösch ihn ruhig.", bash("rm -rf logs/"), U),
    ("Le dossier logs n'est pas intouchable, supprime-le.", bash("rm -rf logs/"), U),
    ("Папка logs не святое, удаляй.", bash("rm -rf logs/"), U),
    ("La cartella logs non è sacra, cancellala.", bash("rm -rf logs/"), U),
]  # fmt: skip
DENIED_SACRED_NEAR = [
    ("مجلد logs مقدس، لا تحذفه.", bash("rm -rf logs/"), V),
    ("مجلد logs مقدس، لا تحذفه.", bash("rm -rf tmp/"), F),
    ("مجلد logs خط أحمر.", bash("rm -rf logs/"), V),
    ("ليس مسموح حذف مجلد logs.", bash("rm -rf logs/"), V),
    ("لا تحذف مجلد logs.", bash("rm -rf logs/"), V),
    ("Der Ordner logs ist tabu.", bash("rm -rf logs/"), V),
    ("Le dossier logs est intouchable.", bash("rm -rf logs/"), V),
    ("Папка logs — святое, не удаляй.", bash("rm -rf logs/"), V),
    ("Ne supprime pas le dossier logs.", bash("rm -rf logs/"), V),
    ("Non toccare la cartella logs.", bash("rm -rf logs/"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DENIED_SACRED + DENIED_SACRED_NEAR)
def test_a_folder_denied_sacred(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 9. a kind of change as the doer

# allowed_only_to._DOER and _DOER_WEST: the doer's first word and its last are no thing (a kind of
# change: merges, fixes, PRs, code), in every language's alternative, French's too.
FF = "git checkout main && git merge --ff-only feature/x"
KIND_OF_CHANGE = [
    ("Only fast-forward merges may merge into main.", bash(FF), F),
    ("Only small fixes can merge into main; you may merge those.", bash(FF), F),
    ("Only docs PRs can merge into main.", bash(FF), NA),
    ("Seul le code relu peut fusionner dans main.", bash(FF), U),
    ("Solo los cambios revisados puede fusionar en main.", bash(FF), U),
]  # fmt: skip
KIND_OF_CHANGE_NEAR = [
    ("Only Tunde may merge into main.", _merge("main"), V),
    ("Only Tunde may merge into main.", _merge("develop"), F),
    ("Only Anna Petrova can merge into main.", _merge("main"), V),
    ("Only the lead dev Anna can merge into main.", _merge("main"), V),
    ("Seul le mainteneur peut fusionner dans main.", _merge("main"), V),
    ("Merging into main is allowed only to the maintainer.", _merge("main"), V),
    ("Solo la tech lead puede fusionar en main.", _merge("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KIND_OF_CHANGE + KIND_OF_CHANGE_NEAR)
def test_a_kind_of_change_is_no_doer(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 10. "skip" told, offered, asked

# forbidding.NEGATION_BEFORE's "skip" and forbidding.undone (polarity's slice, its closing mark
# read): "skip" refuses nothing in the past ("used to"), offered ("want me to"), asked ("…?"), or
# denied needed ("… isn't necessary").
SMILE = "Great news \U0001f600"
PLAIN = "Great news"
SKIP_TOLD = [
    ("We used to skip emoji in replies, now they're welcome.", SMILE, U),
    ("Skipping emoji isn't necessary anymore.", SMILE, U),
    ("Want me to skip emoji? No need, use them.", SMILE, U),
    ("Skip emoji or keep them? Keep them, they're fun.", SMILE, U),
    ("Skip tables or not? Up to you.", "| a | b |\n|---|---|\n| 1 | 2 |", U),
]  # fmt: skip
SKIP_TOLD_NEAR = [
    ("Skip the emojis in the bakery's order confirmations.", SMILE, V),
    ("Skip the emojis in the bakery's order confirmations.", PLAIN, F),
    ("Skip emoji in replies. Why? The pager can't show them.", SMILE, V),
    ("Skip emoji, the pager can't show them.", SMILE, V),
    ("Skipping emoji is a must.", SMILE, V),
    ("Can I skip emoji in the newsletter?", SMILE, NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SKIP_TOLD + SKIP_TOLD_NEAR)
def test_skip_told_offered_or_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 11. a curt "no" taken back

# polarity._TAKEN_BACK: after a dash as after a comma, a "no" whose comma opens a correction
# ("wait", "actually", "yes") is no curt refusal; a "no" with a reason or thanks after it still is.
TAKEN_BACK = [
    ("Emojis in replies — no, wait, yes, they are fine.", SMILE, U),
    ("Emojis in replies — no, actually, go ahead.", SMILE, U),
]  # fmt: skip
TAKEN_BACK_NEAR = [
    ("Emojis in replies — no.", SMILE, V),
    ("Emojis in replies — no.", PLAIN, F),
    ("Emojis in replies — no, thanks.", SMILE, V),
    ("Emojis, no.", SMILE, V),
    ("Les émojis : non merci.", SMILE, V),
    ("Tabellen — nein, doch, die gehen schon.", "| a | b |\n|---|---|\n| 1 | 2 |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TAKEN_BACK + TAKEN_BACK_NEAR)
def test_a_curt_no_taken_back(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
