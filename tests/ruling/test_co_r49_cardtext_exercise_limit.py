"""「この効果は1ターンに1回しか発揮しない」 (round 49, s46coF; cards_r47 U-6618): 発揮 is 4.3.6's own
word for a triggered ability taking effect (「特定条件を満たした段階で効果を発揮し、その解決を行い
ます」), so the sentence limits how often the ability triggers and resolves, as 「…しか誘発しない」
does (4.2.9 over 3.4's 「何回でも」). Before, refused (「a step in form negative」)."""

from __future__ import annotations

from tests.ruling.boards import CO_DAMAGED_TWICE, co_ability, co_run

TEXT = (
    "『泉』がダメージを受けたとき、あなたはカードを1枚引く。この効果は1ターンに1回しか発揮しない。"
)


def test_the_limit_compiles_as_a_trigger_limit() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.per_turn, ab.program.use_period) == ("auto", 1, "turn")
    assert ab.program == co_ability(TEXT.replace("発揮しない", "誘発しない")).program


def test_damaged_twice_one_card_drawn() -> None:
    r = co_run(CO_DAMAGED_TWICE.format(text=TEXT))
    assert r.outcome["state"] == {"A.hand": 1}
    assert any("4.2.9" in s.clauses and "4.3.6" in s.clauses for s in r.main.trace.steps)
    unlimited = TEXT.replace("この効果は1ターンに1回しか発揮しない。", "")
    assert co_run(CO_DAMAGED_TWICE.format(text=unlimited)).outcome["state"] == {"A.hand": 2}
