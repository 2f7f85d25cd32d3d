"""The rule reader: what each family's rules ask, read alike in the 11 UI languages."""

from __future__ import annotations

import pytest

from app.domain.compliance import Family, read_rule
from app.domain.compliance.actions import BranchPerTask, ProtectedBranch
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.language import LanguageRule
from app.domain.compliance.messages import CommitRule
from app.domain.compliance.paths import PathRule
from app.domain.compliance.termrule import TermRule

PNPM = [
    "Use pnpm, not npm.",
    "用 pnpm，不要用 npm。",
    "請用 pnpm，不要用 npm。",
    "npm ではなく pnpm を使ってください。",
    "npm 대신 pnpm을 사용하세요.",
    "Utilise pnpm, pas npm.",
    "Verwende pnpm statt npm.",
    "Usa pnpm en lugar de npm.",
    "Usa pnpm invece di npm.",
    "Используй pnpm вместо npm.",
    "استخدم pnpm بدلا من npm.",
]
EMOJI = [
    "No emoji.",
    "不要用表情符号。",
    "不要使用表情符號。",
    "絵文字は使わないでください。",
    "이모지를 쓰지 마세요.",
    "Pas d'emoji.",
    "Keine Emojis.",
    "No uses emojis.",
    "Niente emoji.",
    "Без эмодзи.",
    "لا تستخدم الرموز التعبيرية.",
]
LANGUAGE = [
    ("Always answer in French.", "fr"),
    ("用中文回答", "zh"),
    ("請用繁體中文回答", "zh"),
    ("日本語で答えてください", "ja"),
    ("한국어로 답해 주세요", "ko"),
    ("Réponds-moi en anglais.", "en"),
    ("Antworte immer auf Deutsch.", "de"),
    ("Responde siempre en español.", "es"),
    ("Rispondi sempre in italiano.", "it"),
    ("Всегда отвечай по-русски.", "ru"),
    ("أجب دائما بالعربية.", "ar"),
]
PUSH = [
    "Never push to main.",
    "不要直接推送到 main 分支。",
    "不要直接推送到 main。",
    "main に直接プッシュしないでください。",
    "main 브랜치에 직접 푸시하지 마세요.",
    "Ne pousse jamais directement sur main.",
    "Pushe nie direkt auf main.",
    "Nunca hagas push directamente a main.",
    "Non fare mai push su main.",
    "Никогда не пушь в main.",
    "لا تدفع أبدا إلى الفرع main.",
]


def _only(words: str, kind):
    readings = read_rule(words)
    assert len(readings) == 1 and isinstance(readings[0], kind), (words, readings)
    return readings[0]


@pytest.mark.parametrize("words", PNPM)
def test_use_pnpm_not_npm_in_every_language(words):
    """Each wording forbids npm and asks for pnpm."""
    rule = _only(words, TermRule)
    assert [t.text for t in rule.forbidden] == ["npm"]
    assert [t.text for t in rule.required] == ["pnpm"]


@pytest.mark.parametrize("words", EMOJI)
def test_no_emoji_in_every_language(words):
    """Each wording forbids emoji and asks for nothing."""
    rule = _only(words, TermRule)
    assert [t.kind for t in rule.forbidden] == ["emoji"] and rule.required == ()


@pytest.mark.parametrize(("words", "lang"), LANGUAGE)
def test_the_reply_language_in_every_language(words, lang):
    """Each wording asks for its language; Traditional Chinese is named as such."""
    rule = _only(words, LanguageRule)
    assert rule.lang == lang
    assert rule.variant == ("Hant" if "繁體" in words else None)


@pytest.mark.parametrize("words", PUSH)
def test_never_push_to_main_in_every_language(words):
    """Each wording protects main from pushes."""
    rule = _only(words, ProtectedBranch)
    assert rule.branches == {"main"} and "push" in rule.on


def test_any_in_typescript_is_read_with_its_language():
    """`any` forbidden in TypeScript code, with or without backticks or a word for "type"."""
    for words in (
        "Never use `any` in TypeScript.",
        "在 TypeScript 中不要使用 any 类型。",
        "TypeScript では any を使わないでください。",
    ):
        rule = _only(words, TermRule)
        assert [(t.text, t.kind) for t in rule.forbidden] == [("any", "code")]
        assert rule.forbidden[0].langs == {"typescript", "tsx"}


def test_a_plain_word_is_not_taken_for_code():
    """ "Don't print secrets" names no code (print is Python only with Python named)."""
    assert read_rule("Don't print secrets in the logs.") == ()


def test_format_rules_read_their_values():
    """Tabs or spaces, width, line length and quotes, with the language they are about."""
    assert read_rule("Use tabs, not spaces.") == (FormatRule("indent_style", "tabs"),)
    assert FormatRule("indent_width", 4) in read_rule("缩进用 4 个空格。")
    assert read_rule("Zeilen höchstens 80 Zeichen.") == (FormatRule("line_length", 80),)
    (quotes,) = read_rule("Python 里字符串用双引号。")
    assert (quotes.aspect, quotes.value, quotes.langs) == ("quotes", "double", {"python"})


def test_action_rules_claim_the_rule():
    """Commit and path rules are read as actions only; their parameters are kept."""
    assert read_rule("Keep commit subjects under 50 characters.") == (
        CommitRule("subject_length", 50),
    )
    assert read_rule("每个任务都新建一个分支。") == (BranchPerTask(),)
    assert read_rule("New components go under src/components.") == (
        PathRule("src/components", "component"),
    )
    assert read_rule("Never modify files in vendor/.") == (PathRule("vendor", "file", True),)
    for words in ("Write commit messages in English.", "No emoji in commit messages."):
        assert all(r.family is Family.ACTIONS or r.scope == "commit" for r in read_rule(words))
