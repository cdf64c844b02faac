"""mc card text, round 17 (s13mc, issue 12): 「…ダメージを回復する」, the largest group of refusals
left across the composed card sets tests/blind/cards_r14, cards_r15 and cards_r16 after
s13mccards (tests/ruling/test_mc_cardtext_r17.py) — a minimal ability text and what it does on a
board, and its neighbours (n点 / すべて, 「対象のダメージ」, 「さらに」 with its object unsaid)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario
from tests.ruling.boards import mc_compile as _ability


def _soldier(entries: str, actions: str, ask: str) -> str:
    """An mc scenario: B's 兵 (level 1, attack 1, defence 3, then ``entries``) alone on c3 (森);
    ``actions`` (YAML lines) and then ``ask`` (the asked items)."""
    unit = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3" + entries + "}"
    return mc_scenario(b=mc_area("c3", "森", 6, unit), rest=f"actions:\n{actions}ask: [{ask}]\n")


# B's 兵 (defence 3, damage 2 received, %s) on c3; A resolves %s on it, then %s
_HURT = _soldier(
    ', damage: %d, text: "%s"',
    """\
  - {do: resolve_text, player: B, text: "%s", target: 兵}
  - {do: resolve_text, player: A, text: "対象に【1】ダメージを与える。", target: 兵}
""",
    "兵.zone, 兵.damage",
)


@pytest.mark.parametrize(
    ("heal", "after"),
    [
        ("対象の受けているダメージを2点回復する。", 1),
        ("対象の受けているダメージを1点回復する。", 2),
        ("対象のダメージを5点回復する。", 1),
        ("対象の受けているダメージをすべて回復する。", 1),
    ],
)
def test_damage_healed(heal: str, after: int) -> None:
    """「対象の受けているダメージをn点 / すべて回復する」: the damage received (2) goes down by n,
    not below 0 — so 1 more damage leaves the unit (defence 3) alive with 2 - n + 1; not healed,
    that third point kills it (11.3.1.2.1)."""
    r = resolve(loads(_HURT % (2, "", heal)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "兵.damage": after}
    unhealed = resolve(loads(_HURT % (2, "", "対象に「攻撃力:+1」を付与する。")))
    assert unhealed.outcome["state"]["兵.zone"] == "B.discard"


def test_healing_an_undamaged_unit_is_not_applied() -> None:
    """No damage received: the healing is not applied (4.1.15), and the ability says so."""
    from ruling.resolve import resolve as _r

    r = _r(loads(_HURT % (0, "", "対象の受けているダメージを2点回復する。")))
    assert r.outcome["state"]["兵.damage"] == 1
    assert any("回復する効果は適用されない" in s.ja for s in r.main.trace.steps)


def test_a_heal_ability_compiles_with_its_condition() -> None:
    """「□[普通]小さな祈り 〈対象:自軍ユニット1体〉 対象の受けているダメージを1点回復する。対象が
    「属性:聖」の場合、さらに1点回復する。」 reads both steps; 「このユニットのダメージを…」 (not the
    target's) stays refused."""
    from ruling.games._mc.cardtext import HealStep

    got = _ability("□[普通]癒し\n〈対象:自軍ユニット1体〉\n対象の受けているダメージを2点回復する。")
    assert got.steps == (HealStep(2),)
    with pytest.raises(Exception, match="回復"):
        _ability("□[普通]癒し\n〈対象:自軍ユニット1体〉\n自軍ユニットのダメージを2点回復する。")


@pytest.mark.parametrize(("attribute", "after"), [("聖", 1), ("闇", 2)])
def test_a_further_healing_under_its_own_condition(attribute: str, after: int) -> None:
    """「対象の受けているダメージを1点回復する。対象が「属性:聖」の場合、さらに1点回復する。」: the
    second healing, its object left unsaid, is the target's damage again, under its condition
    (10.12.1) — 2 - 2 + 1 for a 聖 unit, 2 - 1 + 1 otherwise."""
    heal = "対象の受けているダメージを1点回復する。対象が「属性:聖」の場合、さらに1点回復する。"
    text = _HURT.replace("defense: 3,", f"defense: 3, attribute: {attribute},")
    r = resolve(loads(text % (2, "", heal)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "兵.damage": after}


def test_healing_damage_a_resistance_kept_off() -> None:
    """Damage a 「耐性:火炎」 kept from killing the unit (13.1.7.1: received all the same) is healed
    too, after the rest: 3 kept off, 1 healed → 2 kept off, its x's share with it (13.1.7.5 reads
    it when that resistance is lost) — no assumption needed with one x; the reading of kept-off
    damage with other damage (13.1.7.1 / 11.3.1.2.1) is raised as before."""
    text = _soldier(
        ', text: "「耐性:火炎」"',
        """\
  - {do: resolve_text, player: A, text: "対象に【火炎】【3】ダメージを与える。", target: 兵}
  - {do: resolve_text, player: B, text: "対象の受けているダメージを1点回復する。", target: 兵}
""",
        "兵.zone",
    )
    r = resolve(loads(text))
    assert r.outcome["state"] == {"兵.zone": "B.field.c3"}
    healed = [c for p in r.main.final.players for c in r.main.final.zone(p, "field.c3")]
    (unit,) = [c for c in healed if c.name == "兵"]
    assert unit.states.get("resisted") == 2 and unit.states.get("resisted_x") == {"火炎": 2}
    assert not any(w.kind == "assumption" for w in r.main.warnings)
