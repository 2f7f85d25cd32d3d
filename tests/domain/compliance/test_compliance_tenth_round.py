"""Rules read by class, not by case (issue 33, tenth round, branch check-j): each class a first
run of dev33j showed, read in the ten languages it covers — a place refused beside the folder asked
for ("…, а не в корень") and Arabic's "لا" inside another word, both read as a folder *forbidden*
(readings turned round); Codex's apply_patch as the writes it makes; the layout of replies (lists,
headings, tables, code blocks' language, length in sentences, words or characters) read into the
format family; a name spelled one way ("GitHub, never Github"); naming of functions and files in
every language; branch names given as a template. Every sentence written for these tests, none
from a data set; each test fails on 6013a13's checker, and beside each probe stands a near miss
that must keep its old reading."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import reading_of


def bash(command: str):
    return ("Bash", {"command": command})


def write(path: str, content: str = "x = 1\n"):
    return ("Write", {"file_path": path, "content": content})


def patch(*sections: str):
    return ("apply_patch", {"input": "*** Begin Patch\n" + "".join(sections) + "*** End Patch\n"})


def add_file(path: str, *lines: str) -> str:
    return f"*** Add File: {path}\n" + "".join(f"+{line}\n" for line in lines)


def update_file(path: str, old: str, new: str) -> str:
    return f"*** Update File: {path}\n@@\n-{old}\n+{new}\n"


# ---------------------------------------------------------------- a place refused beside the folder


@pytest.mark.parametrize(
    "words",
    [
        "Новые скрипты клади в scripts/, а не в корень репозитория.",
        "Put new scripts in scripts/, not in the repository root.",
        "Les nouveaux scripts vont dans scripts/, pas à la racine.",
        "Neue Skripte gehören nach scripts/, nicht ins Hauptverzeichnis.",
        "Los scripts nuevos van en scripts/, no en la raíz.",
        "I nuovi script vanno in scripts/, non nella root.",
        "新脚本放在 scripts/ 下，而不是根目录。",
        "ضع السكربتات الجديدة في مجلد scripts/، وليس في الجذر.",
    ],
)
def test_a_place_refused_beside_the_folder_is_not_the_folder_forbidden(verdict, words):
    check = reading_of(words).to_json()["checks"][0]
    assert check["check"] == "path" and check["folder"] == "scripts"
    assert not check.get("forbidden")
    assert verdict(words, write("/home/u/p/scripts/deploy.sh")).verdict is Outcome.FOLLOWED
    # near misses: a folder the clause itself forbids stays forbidden
    for near in (
        "Don't put anything in dist/, not even temporary files.",
        "Не клади ничего в dist/, и не трогай build/.",
        "不要在 dist/ 里放任何东西。",
        "لا تضع أي ملف في مجلد dist/.",
    ):
        check = reading_of(near).to_json()["checks"][0]
        assert check["check"] == "path" and check["folder"] == "dist" and check["forbidden"]


@pytest.mark.parametrize(
    ("words", "folder"),
    [
        ("ضع ملفات الاختبار الجديدة في مجلد tests/.", "tests"),  # "لا" inside الاختبار
        ("ضع سكربتات الاستيراد الجديدة في مجلد scripts/.", "scripts"),  # inside الاستيراد
    ],
)
def test_arabic_la_inside_a_word_forbids_nothing(words, folder):
    check = reading_of(words).to_json()["checks"][0]
    assert check["check"] == "path" and check["folder"] == folder
    assert not check.get("forbidden")
    # near misses: "لا", "ولا", "وليس" as words of their own still forbid
    for words in ("لا تستخدم sudo أبدا.", "لا تستخدم npm ولا yarn."):
        check = reading_of(words).to_json()["checks"][0]
        assert check["check"] == "terms" and check["forbidden"]
    assert reading_of("استخدم pnpm وليس npm.").to_json()["checks"][0]["forbidden"][0]["text"] == "npm"


def test_arabic_indenting_word_holds_a_space_not_spaces_asked():
    # "المسافة البادئة" (indentation) holds "مسافة" (a space); "علامات" holds "لا"
    for words, value in (
        ("استخدم علامات الجدولة للمسافة البادئة.", "tabs"),
        ("استخدم دائما علامات الجدولة في المسافات البادئة.", "tabs"),
        ("لا تستخدم علامات الجدولة للمسافة البادئة، استخدم المسافات.", "spaces"),
    ):
        checks = reading_of(words).to_json()["checks"]
        assert [(c["aspect"], c["value"]) for c in checks] == [("indent_style", value)], words


# ---------------------------------------------------------------- Codex's apply_patch


def test_apply_patch_adds_files_where_a_placement_rule_looks():
    words = "New React components go under src/components/."
    from app.domain.compliance import RuleText, ToolCall, check

    def run(call):
        return check(RuleText(words, "constraint"), ToolCall(*call)).verdict

    assert run(patch(add_file("src/lib/Cart.tsx", "export const Cart = () => null;"))) is Outcome.VIOLATED
    assert run(patch(add_file("src/components/Cart.tsx", "export const Cart = () => null;"))) is Outcome.FOLLOWED
    # an update of a file that exists is no new component
    assert run(patch(update_file("src/pages/index.tsx", "<main/>", "<main><Cart/></main>"))) is Outcome.NOT_APPLICABLE


def test_apply_patch_text_is_read_by_the_word_and_format_checks(verdict):
    snake = "Python functions are snake_case."
    assert verdict(snake, patch(add_file("app/x.py", "def loadUser(uid):", "    return uid"))).verdict is Outcome.VIOLATED
    assert verdict(snake, patch(add_file("app/x.py", "def load_user(uid):", "    return uid"))).verdict is Outcome.FOLLOWED
    # the added lines of an update, not the removed ones
    fixed = patch(update_file("app/x.py", "def loadUser(uid):", "def load_user(uid):"))
    assert verdict(snake, fixed).verdict is Outcome.FOLLOWED
    never = "Never use the word 'simply' in the docs."
    assert verdict(never, patch(add_file("docs/setup.md", "Simply run make."))).verdict is Outcome.VIOLATED
    assert verdict(never, patch(add_file("docs/setup.md", "Run make."))).verdict is Outcome.FOLLOWED


def test_a_moved_file_is_written_under_its_new_name():
    words = "Keep everything out of legacy/."
    from app.domain.compliance import RuleText, ToolCall, check

    moved = patch("*** Update File: src/old.py\n*** Move to: legacy/old.py\n@@\n-a = 1\n+a = 2\n")
    assert check(RuleText(words, "constraint"), ToolCall(*moved)).verdict is Outcome.VIOLATED
