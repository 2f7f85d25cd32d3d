"""Which sentences of a message the engine found nothing in are the second opinion's to weigh
(engine.second_candidates): a plain statement of the user's own, not a question, a report of what
someone else said, a retraction or a hedge (engine._quiet). Each filter reads the sentence in its
own language and its own words' sense (issue 33, nineteenth round: three rules of the spent frozen
thirds never reached the second opinion)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine


def weighed(text: str) -> bool:
    """The engine reads a rule in the message, or leaves it to the second opinion to weigh."""
    plain: list = []
    found = engine.read(text, plain)
    return found.suggestion is not None or bool(engine.second_candidates(plain))


@pytest.mark.parametrize(
    "text",
    [
        # Italian opened by its article: French's "il …" (someone else, reported) is not Italian's
        "Il venerdì pomeriggio il reparto logistica fa l'inventario delle scorte.",
        "Il lunedì mattina il magazzino riceve solo i corrieri espressi.",
        "Il primo del mese la contabilità chiude le note spese.",
        "Il martedì il laboratorio tiene chiuso lo sportello al pubblico.",
        # 才算数 / 才算數: "only then it counts"; Cantonese 算數 alone is "forget it"
        "学生的请假条要班主任签字才算数",
        "报销单要财务盖章才算数。",
        "合同要双方都签字才算數。",
        # a client's quote is a thing of theirs, not what a client said
        "客戶報價一律含稅，幣別寫新台幣。",
        "客户报价单统一用公司模板出。",
    ],
)
def test_a_plain_statement_reaches_the_second_opinion(text):
    assert weighed(text)


@pytest.mark.parametrize(
    "text",
    [
        "Il dit que le magasin ferme à 16 heures le lundi.",  # French: someone else's words
        "Elle pense que la compta clôture les notes de frais le premier du mois.",
        "之後全部 PR 都要 squash。算數啦，唔使理。",  # Cantonese: take it back
        "刚才说的都不算数。",
        "客户说他们下周一要来验货。",  # what a client said
    ],
)
def test_a_report_or_a_retraction_does_not(text):
    plain: list = []
    found = engine.read(text, plain)
    assert found.suggestion is None and not found.explicit, text
    assert not engine.second_candidates(plain), text
