"""Judging a user message like a careful person: what to save at once, what to suggest.

Pure, deterministic and offline (standard library only; every pattern compiled at import).
`judge(text)` returns the message's explicit requests (SPEC §2.1) and at most one lasting
rule worth suggesting (SPEC §2.2, §3). It reads all 11 UI languages: one table per
language (`en`, `zh` for Simplified and Traditional, `ja`, `ko`, `fr`, `de`, `es`, `it`,
`ru`, `ar`), tried by the scripts a sentence is written in (`lexicons_for`), so mixed
sentences ("From now on, 用中文回答") are read by both tables.

**What is read.** The user's own prose only (`text.prepare`): fenced code, quoted lines,
code- or log-like lines and the inside of quotation marks are masked; after "Summarise
this:" / "帮我总结一下这段话：" and the like, the rest is material to work on; a message over
1,000 characters is a paste, of which only a short first paragraph (≤ 300 characters, up to
its first line break) is read. A rule is looked for only in a sentence of at most 240
characters, so a 20,000-character paste yields nothing.

**Sentences.** A message is cut at . ! ? (followed by a space; not after "e.g." and the
like), at 。！？ and ؟, and at line breaks. Greetings and discourse words at the start of a
sentence ("Hi!", "Thanks,", "OK, so", "对了，", "Bonjour !") are set aside first.

**Explicit requests** (`app/domain/explicit.py` documents the stored words): a "remember"
or "I prefer" form at the start of a sentence. Refused: questions, negations ("don't
remember this"), reminiscences ("remember when …"), and words with nothing to keep
("Remember this.", "I prefer this one", "I prefer not to say"). Arabic "أفضل" is also "best":
see `ar.py` for when it is read as "I prefer".

**A lasting rule** is a sentence that
- says it lasts: a lead-in ("from now on", "going forward", "以后", "从现在开始", "これから",
  "앞으로", "désormais", "ab jetzt", "de ahora en adelante", "d'ora in poi", "отныне",
  "من الآن فصاعدا"), or a scope phrase ("in all my projects", "in this chat"); or
- has a standing-rule form of its own: always / never / every time / don't …, a
  convention ("New components go in src/components", "新建组件放在 src/components 下",
  "We use pnpm", "Commit messages should be in English", "Use pnpm instead of npm",
  "提交信息用英文写"), or a rule for every item ("Create a branch for every task");
and is none of: a question ("Can you always run the tests?"; "Could you please always add
type hints from now on?" is a polite request and counts), a one-off ("this time", "for this
task", "today", "这次", "今回"), a hedge ("we might", "maybe", "可能"), reported speech ("my
colleague always …", "Bob said …"), the past ("I always used tabs at my old job"), an
everyday phrase ("never mind", "it always crashes"), a refusal to remember, or words with
no rule of their own ("From now on, do it like this", "Never do this again"). The first
such sentence of a message is the suggestion; a sentence already saved as an explicit
request is not suggested too.

**Stored words of a suggestion.** The rule's own sentence, without what only framed it:
the greeting, the lead-in, the scope phrase, "please" (and "I'd like you to …", "could you
…?"); markers that change the meaning stay ("Always …", "Never …", "每次…", "不要…").
The first letter is capitalised (when the first word is a plain word, not "src/…" or
"pnpm.yaml"); closing punctuation is dropped. "From now on, please create a branch for every
task." → "Create a branch for every task"; "以后回答用中文" → "回答用中文".

**Kind.** `preference` when the sentence states a liking ("I usually like short answers …",
"我比较喜欢…"), otherwise `constraint`.

**Scope, as a careful person would choose it** (the user can still move it when deciding):
- `user` (Personal) when the rule names all the user's work: "in all my projects", "across
  all my repos", "in every project", "所有项目", "不管哪个项目", "dans tous mes projets", …;
- `session` when it names this conversation: "in this chat", "for this conversation", "for
  the rest of this session", "这个对话里", "このチャットでは", "이 대화에서는", …;
- `space` otherwise: a lasting rule of a project belongs to its Space ("in this project"
  says the same).
"""

from app.domain.judgement.model import ExplicitRequest, Judgement, Suggestion

__all__ = ["ExplicitRequest", "Judgement", "Suggestion", "judge", "lexicons_for"]


def __getattr__(name: str):
    # The engine compiles every language's tables when imported (~0.1 s): it loads on first
    # use, so importing the model (as the explicit saver's interface does) costs nothing.
    if name in ("judge", "lexicons_for"):
        from app.domain.judgement import engine

        return getattr(engine, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
