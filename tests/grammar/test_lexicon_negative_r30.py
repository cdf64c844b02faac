"""The negative auxiliary's forms do not cut a verb whose stem begins with them (round 30,
s26rulesVG): 「なく」 (ある's negative continuative) before さ / し / す / せ is the verb なくす (VG 7.21.1
「コストを‘なくす’」), read whole; 「なく」 alone stays the negative."""

from __future__ import annotations

from grammar import ast as A
from grammar import lexicon as L
from grammar.parse import parse_card


def _verbs(text: str) -> list[tuple[str, A.Form]]:
    res = parse_card(text, "vg")
    assert res.fully_typed, res.unparsed
    out = []

    def walk(x: object) -> None:
        if isinstance(x, A.Action):
            out.append((x.verb, x.form))
        if isinstance(x, tuple | list):
            for i in x:
                walk(i)
        elif hasattr(x, "__dataclass_fields__"):
            for f in x.__dataclass_fields__:
                walk(getattr(x, f))

    walk(res.card)
    return out


def test_the_negative_continuative_is_blocked_before_a_verb_it_begins() -> None:
    assert {"す", "し", "した", "さない"} <= set(L._verb_tails("なく"))
    assert L._verb_tails("入れ") == []  # only the negative auxiliary's forms are read so


def test_nakusu_is_one_verb() -> None:
    verbs = _verbs("そのターン中、あなたのヴァンガードの【起】能力のコストをなくす。")
    assert ("waive", A.Form.FINAL) in verbs
    assert all(v != "exist_thing" for v, _f in verbs)


def test_naku_alone_is_still_the_negative() -> None:
    """Neighbour: 「…がなく、」 — the negative continuative of ある, as before."""
    verbs = _verbs(
        "【自】【(V)】：このユニットがアタックした時、あなたの手札がなく、ダメージゾーンが３枚以上なら、１枚引く。"
    )
    assert ("exist_thing", A.Form.NEGATIVE_CONT) in verbs


def test_naku_before_subete_is_still_the_negative() -> None:
    """Neighbour: 「７枚ではなくすべて見る」 — す begins a word that goes on in kana (すべて)."""
    verbs = _verbs(
        "【自】【(V)】：このユニットがアタックした時、山札の上から７枚ではなくすべて見る。"
    )
    assert all(v != "waive" for v, _f in verbs)
