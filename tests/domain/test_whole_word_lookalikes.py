"""Issue 30: a whole word written in another script that looks like a word of the text's main
script is the same words (SPEC §2.6, TR39's whole-script confusables), and real words of
another language are never folded: bilingual texts that differ keep distinct keys."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from app.domain.lookalikes import spellings, unmix_whole_words
from app.domain.text import holds_terms, same_words_key, search_terms, word_by_word_key

CYR_A = "\u0430"  # CYRILLIC SMALL LETTER A
CYR_COPY = "\u0441\u043e\u0440\u0443"  # "сору": es, o, er, u


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        (f"Create {CYR_A} branch for every task", "Create a branch for every task"),
        (f"Never {CYR_COPY}", "Never copy"),
        (f"Use {CYR_COPY}", "Use copy"),  # the look-alike word has more letters than the rest
        (f"{CYR_COPY.capitalize()} {CYR_A} file first", "Copy a file first"),
        ("Никогда copy", f"Никогда {CYR_COPY}"),  # Latin look-alikes among Russian words
        ("Always run \u0441\u0441\u0441 checks", "Always run ccc checks"),
        ("Use \u0435\u0301 in names", "Use é in names"),  # a Cyrillic e with an accent
    ],
)
def test_a_whole_look_alike_word_is_the_same_words(variant, plain):
    """A word wholly in a minority script, all of whose letters look like letters of the main
    script, has the key of that word in the main script."""
    assert same_words_key(variant) == same_words_key(plain)
    assert word_by_word_key(variant) != word_by_word_key(plain)  # what the key missed before


@pytest.mark.parametrize(
    "text",
    [
        "Используй pnpm вместо npm",
        "Запускай make test перед push",
        "Всегда делай git pull --rebase",
        "Run tests на staging",  # "на": the Latin small capital H is no letter English is written in
        "Deploy через docker compose",
        "新建组件放在 src/components 下",
        "用pnpm安装依赖",
        "使用 copy 命令复制文件",
        "Ρόδος и Москва",
        "新しいブランチを作成する git checkout -b",
    ],
)
def test_words_with_a_letter_of_their_own_are_left_as_they_are(text):
    """A word with one letter that has no look-alike in the main script, and every word of the
    main script, keep their letters."""
    key = word_by_word_key(text)
    assert unmix_whole_words(key) == key
    assert same_words_key(text) == key


# Bilingual texts people write: Russian with Latin commands and terms, Chinese with English
# terms. Every pair that differs (by the key before issue 30) must keep distinct keys.
_RU = [
    "Всегда запускай {} перед коммитом",
    "Никогда не делай {} в main",
    "Используй {} вместо {}",
    "Для релиза нужен {} и {}",
    "Проверяй {} после каждого изменения",
    "Не пушь без {}",
]
_ZH = [
    "每次提交前运行 {}",
    "不要在 main 分支上用 {}",
    "用 {} 代替 {}",
    "发布前检查 {} 和 {}",
    "新建组件放在 {} 下",
    "用{}安装依赖",
]
_TERMS = [
    "git push",
    "npm",
    "pnpm",
    "yarn",
    "make test",
    "ssh",
    "scp",
    "sed",
    "rsync",
    "docker compose",
    "copy",
    "review",
    "code review",
    "cargo fmt",
    "eslint",
    "prettier",
    "pre-commit",
    "src/components",
    "CI",
    "API",
    "README",
    "--no-verify",
    "-s",
    "pytest -x",
    "rebase",
    "squash",
    "hotfix",
    "staging",
    "ruff",
    "mypy",
]


def _bilingual() -> list[str]:
    texts = []
    for template in _RU + _ZH:
        holes = template.count("{}")
        for terms in itertools.permutations(_TERMS, holes):
            texts.append(template.format(*terms))
    return texts


def test_bilingual_texts_that_differ_keep_distinct_keys():
    """Russian with Latin commands and Chinese with English terms: every two texts that had
    different keys before still do (the whole-word fold merges only look-alike spellings)."""
    texts = _bilingual()
    assert len(texts) > 3_000
    before = {word_by_word_key(t) for t in texts}
    after = {same_words_key(t) for t in texts}
    assert len(after) == len(before)


def test_a_search_finds_a_latin_word_folded_among_russian_words():
    """The key of a Russian rule may write "review" in Cyrillic look-alikes: searching for
    "review" still finds it, and a search in Cyrillic look-alikes finds the English rule."""
    russian = same_words_key("Не пушь в main без review")
    assert "review" not in russian
    assert holds_terms(russian, search_terms("review"))
    assert holds_terms(same_words_key("Never copy"), search_terms(CYR_COPY))
    assert not holds_terms(russian, search_terms("preview"))
    assert spellings("git") == ("git",)


_MIXED = st.text(
    alphabet=st.sampled_from(
        list("acepoxyijsdhqwr tgnmk-.,'") + list("асеорхуіјѕһԁԛԝгтнпдл") + list("αορυνγ新建ーё")
    ),
    max_size=40,
)
_SETTINGS = settings(
    database=None, max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@_SETTINGS
@given(st.one_of(_MIXED, st.text()))
@example(f"Use {CYR_COPY} ορ")
@example("ё\u0301 ё")
def test_the_key_of_either_key_is_the_key(text):
    """Idempotent, and the key of the key stored before revision 0016 is the key of the words
    (revision 0016 and the look-up of deleted entries' hashes rely on both)."""
    key = same_words_key(text)
    assert same_words_key(key) == key
    assert same_words_key(word_by_word_key(text)) == key
    assert word_by_word_key(key) == key
