"""mc round 56 (s53mcR): «&» joining two whole sentences (4.7.6 「A&B」: brought about at the same
time) — 「対象を行動完了にする&対象に【2】ダメージを与える。」 is two sentences, the first marked ``amp``,
with the exact round trip; an & between two quoted values (「攻撃力:+2」&「防御力:-2」) stays inside
its sentence."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render


def _card(text: str) -> A.Card:
    res = parse_card(text, "mc")
    assert res.fully_typed, res.unparsed
    assert res.card is not None
    assert render(res.card) == res.normalised.text
    return res.card


def test_two_sentences_joined_by_amp() -> None:
    c = _card(
        "◎[メイン]縛鎖\n〈対象:ユニット1体〉\n対象を行動完了にする&対象に【2】ダメージを与える。"
    )
    (ab,) = c.abilities
    assert ab.effect is not None
    first, second = ab.effect.sentences
    assert first.amp and not first.period
    assert second.period and not second.amp


def test_amp_between_values_stays_in_the_sentence() -> None:
    c = _card("◎[普通]構え\n〈対象:このユニット〉\n対象に「攻撃力:+2」&「防御力:-2」を付与する。")
    (ab,) = c.abilities
    assert ab.effect is not None
    assert len(ab.effect.sentences) == 1
    assert not ab.effect.sentences[0].amp
