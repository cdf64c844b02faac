"""VG card-text constructions of round 24 (s20vg; issue 12), each family in general form on a
minimal text and a board (docs/cardtext.md, "VG round 24 (s20vg)")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import VG_ACTIVATE, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value


def _compiled(text: str):  # type: ignore[no-untyped-def]
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    return _abilities("vg", text, "normal")


# ------------------------- a subtype the lexicon names as a card kind (2.9.4): アリーナ, プロダクト
# (17.12.1) — the card's printed subtype, given by the scenario as its categories (``groups``)


def _orders(*groups: str) -> str:
    cards = ", ".join(
        f"{{name: 札{i}, type: set_order, groups: [{g}]}}" for i, g in enumerate(groups, 1)
    )
    return f"order_zone: [{cards}]"


@pytest.mark.parametrize(
    ("word", "group"), [("アリーナ", "アリーナ"), ("プロダクト", "プロダクト")]
)
def test_a_subtype_kind_as_the_object_of_a_cost(word: str, group: str) -> None:
    """「【コスト】[オーダーゾーンからアリーナを１枚【レスト】させる]」: only a card of that subtype
    pays it (the other set order stays standing); with none, the cost cannot be paid and nothing
    happens."""
    text = (
        f"【起】【(R)】：【コスト】[オーダーゾーンから{word}を１枚【レスト】させる]ことで、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=VG_ACTIVATE, extra=_orders("研究", group))
    assert not unsupported(r) and value(r, "power") == 15000
    rested = {c.name: c.orientation for c in r.main.final.players["A"].zones["order_zone"]}
    assert rested == {"札1": "stand", "札2": "rest"}
    none = run(text, actions=VG_ACTIVATE, extra=_orders("研究"))
    assert not unsupported(none) and value(none, "power") == 10000


def test_a_subtype_kind_in_an_existence_condition() -> None:
    """「あなたのオーダーゾーンにアリーナがあるなら」: met by a card of that subtype alone; 「アリーナか
    プロダクト」 by either."""
    text = "【永】【(R)】：あなたのオーダーゾーンにアリーナがあるなら、このユニットのパワー＋5000。"
    assert value(run(text, extra=_orders("アリーナ")), "power") == 15000
    assert value(run(text, extra=_orders("作戦")), "power") == 10000
    either = text.replace("アリーナが", "アリーナかプロダクトが")
    assert value(run(either, extra=_orders("プロダクト")), "power") == 15000
    assert value(run(either, extra=_orders("作戦")), "power") == 10000


def test_a_subtype_kind_not_given_is_an_assumption() -> None:
    """A set order whose categories the scenario does not give: not taken to be an arena, and the
    ruling says so (2.9.4)."""
    text = "【永】【(R)】：あなたのオーダーゾーンにアリーナがあるなら、このユニットのパワー＋5000。"
    r = run(text, extra="order_zone: [{name: 札1, type: set_order}]")
    assert value(r, "power") == 10000
    assert any("categories not given" in w.en for w in r.main.warnings)
    assert zone(r, "A", "order_zone") == ["札1"]
