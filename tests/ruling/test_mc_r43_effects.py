"""mc (round 43): constructions and citations from the r42 / r43 development files, each on a
minimal board of its own.

A bare effect's 【nD】 on its one target is rolled as the effect is brought about, the sum of
the dice (3.4.2, 3.4.3; results given as `choices: at: dice`, else branched); 「自軍手札がn枚の
場合、」 in a bare effect is read on the resolving player's side (10.12.1, 10.12.2); 「対象の攻撃力と
防御力を入れ替える」 (names without 「」) is the swap of 4.6.5; 「敵軍手札をランダムにn枚破棄する」 picks
the other player's cards at random (1.3.6). Citations: several printed 「ディフェンダー:x」 summed
(13.1.6.6), a value taken below 0 stays negative (4.6.1), an advance into an enemy terrain nobody
holds is judged with no battle (12.2.5.1.7), units advancing at once to different terrains
(12.2.3.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state, mc_area, mc_scenario

GIANT = "{name: 巨人, type: unit, level: 4, attack: 4, defense: 6}"


def _run(text: str) -> object:
    return resolve(loads(text, "t.yaml"))


def _effect(text: str, choices: str = "", ask: str = "巨人.zone", a_top: str = "") -> object:
    return _run(
        mc_scenario(
            b=mc_area("c3", "丘", 8, GIANT),
            a_top=a_top or "    deck: 20\n",
            rest=f'actions:\n  - {{do: resolve_text, player: A, target: 巨人, text: "{text}"}}\n'
            f"{choices}ask: [{ask}]\n",
        )
    )


@pytest.mark.parametrize(("dice", "zone"), [((3, 4), "B.discard"), ((1, 4), "B.field.c3")])
def test_nd_damage_of_a_bare_effect_is_the_sum(dice: tuple[int, int], zone: str) -> None:
    ch = "choices:\n" + "".join(f"  - {{player: A, at: dice, choose: {d}}}\n" for d in dice)
    r = _effect("対象に【2D】ダメージを与える。", ch)
    assert main_state(r, "巨人.zone") == zone
    assert "3.4.2" in decided(r)


def test_nd_plus_a_damage_adds_a() -> None:
    r = _effect(
        "対象に【1D+2】ダメージを与える。", "choices:\n  - {player: A, at: dice, choose: 4}\n"
    )
    assert main_state(r, "巨人.zone") == "B.discard"  # 4 + 2 = 6, its defence
    assert {"3.4.3", "3.4.2"} <= decided(r)


def test_nd_not_given_is_branched_as_chance() -> None:
    r = _effect("対象に【1D】ダメージを与える。")
    # 1-5 leave it alive, 6 kills it: the die is A's chance, each result a branch
    zones = {leaf.outcome["state"]["巨人.zone"] for leaf in r.leaves}
    assert zones == {"B.discard", "B.field.c3"}


@pytest.mark.parametrize(("hand", "after"), [(1, 1), (0, 2)])
def test_hand_count_condition_of_a_bare_effect(hand: int, after: int) -> None:
    r = _run(
        mc_scenario(
            a_top=f"    deck: 10\n    hand: {hand}\n",
            rest='actions:\n  - {do: resolve_text, player: A, text: "自軍手札が0枚の場合、カードを2枚補充する。"}\n'
            "ask: [A.hand]\n",
        )
    )
    assert main_state(r, "A.hand") == after
    assert {"10.12.2"} <= decided(r)


def test_swap_of_attack_and_defence_named_without_brackets() -> None:
    r = _run(
        mc_scenario(
            b=mc_area("c3", "森", 6, "{name: 石像, type: unit, level: 2, attack: 0, defense: 3}"),
            rest="actions:\n  - {do: resolve_text, player: A, target: 石像, "
            'text: "対象の攻撃力と防御力を入れ替える。"}\nask: [石像.zone]\n',
        )
    )
    assert main_state(r, "石像.zone") == "B.discard"  # defence 3 - 3 = 0 (11.3.1.1.1)
    assert {"4.6.5", "11.3.1.1.1"} <= decided(r)


def test_random_discard_of_the_enemy_hand() -> None:
    r = _run(
        mc_scenario(
            a_top="    deck: 10\n    hand: [火球, 森]\n",
            rest='actions:\n  - {do: resolve_text, player: B, text: "敵軍手札をランダムに1枚破棄する。"}\n'
            "ask: [A.hand, A.discard]\n",
        )
    )
    assert (main_state(r, "A.hand"), main_state(r, "A.discard")) == (1, 1)
    assert {"1.3.6", "12.4.1"} <= decided(r)


def test_two_printed_defender_values_are_one_sum() -> None:
    guard = '{name: 門衛, type: unit, level: 2, attack: 1, defense: 5, text: "「ディフェンダー:+1」\\n「ディフェンダー:+2」"}'
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, "{name: 騎士, type: unit, level: 2, attack: 1, defense: 4}"),
            b=mc_area("c3", "城門", 6, guard),
            rest="actions:\n  - {do: advance, units: [騎士], to: c3, dice: {A: 6, B: 1}}\n"
            "ask: [騎士.zone]\n",
        )
    )
    assert main_state(r, "騎士.zone") == "A.discard"  # 1 + 3 = 4 attack
    assert "13.1.6.6" in decided(r)


@pytest.mark.parametrize(("first", "cited"), [(-3, True), (-1, False)])
def test_a_value_below_zero_stays_negative(first: int, cited: bool) -> None:
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, "{name: 兵, type: unit, level: 1, attack: 1, defense: 2}"),
            rest=f"actions:\n  - {{do: modify, card: 兵, stat: attack, amount: {first}}}\n"
            "  - {do: modify, card: 兵, stat: attack, amount: 2}\nask: [兵.attack]\n",
        )
    )
    assert main_state(r, "兵.attack") == 1 + first + 2
    assert ("4.6.1" in decided(r)) is cited


def test_advance_into_an_empty_enemy_terrain_cites_no_battle() -> None:
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, "{name: 兵士, type: unit, level: 2, attack: 2, defense: 2}"),
            b=mc_area("c3", "沼", 6),
            rest="actions:\n  - {do: advance, units: [兵士], to: c3}\nask: [兵士.zone]\n",
        )
    )
    assert main_state(r, "兵士.zone") == "A.field.c3"
    assert {"12.2.5.1.7", "12.2.5.2.1"} <= decided(r)


def test_units_advancing_at_once_to_different_terrains_cite_it() -> None:
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, "{name: 甲, type: unit, level: 1, attack: 1, defense: 2}")
            + mc_area("l2", "森", 6, "{name: 乙, type: unit, level: 1, attack: 1, defense: 2}")
            + mc_area("c3", "丘", 6)
            + mc_area("l3", "沼", 6),
            rest="actions:\n  - {do: advance, units: [甲, 乙], to: {甲: c3, 乙: l3}}\n"
            "ask: [乙.zone]\n",
        )
    )
    assert main_state(r, "乙.zone") == "A.field.l3"
    assert "12.2.3.3" in decided(r)


# unsettled points raised in round 43: each only where the text leaves the case open


def _other(r: object, key: str) -> dict:
    """The outcome under the reading ``key`` (with any other point's readings beside it)."""
    found = [x for x in r.outcome["readings"] if key in x["reading"]]  # type: ignore[attr-defined]
    assert found
    return found[0]["outcome"]


def _deck_out(a_units: int) -> object:
    units = "".join(
        mc_area(a, "荒野", 6, f"{{name: 兵{a}, type: unit, level: 1, attack: 1, defense: 1}}")
        for a in ("l3", "r3")[:a_units]
    )
    return _run(
        mc_scenario(
            a=units,
            b=mc_area("c2", "砦", 6, "{name: 斧兵, type: unit, level: 2, attack: 3, defense: 2}"),
            turn="{player: B, number: 10, phase: end, first_player: A}",
            a_top="    deck: 0\n    deck_out_turn: 9\n",
            b_top="    deck: 0\n    deck_out_turn: 8\n",
            rest="actions:\n  - {do: end_phase}\n",
        )
    )


def test_deck_out_end_runs_the_loss_condition_reading() -> None:
    r = _deck_out(2)
    assert "11.2.1" in r.outcome.get("depends_on_reading", [])
    assert r.main.outcome.get("winner") == "A"  # the victory judgement, 2 against 1
    assert _other(r, "all_lose").get("draw")


def test_deck_out_end_with_a_draw_either_way_does_not_depend_on_it() -> None:
    r = _deck_out(1)  # 1 against 1: a draw under both readings
    assert "11.2.1" not in r.outcome.get("depends_on_reading", [])


SUPPLY = (
    '{name: 補給兵, type: unit, level: 1, attack: 1, defense: 1, text: "●[自軍ターン]補給\\n'
    '〈発揮:第1手札調整フェイズ終了時/対象:このユニット〉\\nカードを1枚補充する。"}'
)


@pytest.mark.parametrize(("hand", "deck", "after"), [(5, 10, 7), (3, 2, 5)])
def test_hand_over_the_limit_at_the_phase_end(hand: int, deck: int, after: int) -> None:
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, SUPPLY),
            turn="{player: A, number: 5, phase: hand1, first_player: A}",
            a_top=f"    deck: {deck}\n    hand: {hand}\n",
            rest="actions:\n  - {do: hand_phase, which: 1}\nask: [A.hand]\n",
        )
    )
    # refilled to 6, then the ● makes it 7: over the limit only there; a deck that runs out in
    # the refill leaves the ● nothing to replenish (5), and no point arises
    raised = after > 6
    assert ("5.1.4.7" in r.outcome.get("depends_on_reading", [])) is raised
    assert main_state(r, "A.hand") == after
    if raised:
        assert _other(r, "discard")["state"]["A.hand"] == 6


SWAP_SPELL = (
    '{name: 転身, type: spell, spell_cost: 火, text: "[普通]転身\\n〈対象:自軍ユニット1体〉\\n'
    '対象の攻撃力と防御力を入れ替える。"}'
)


def test_a_swap_in_a_battle_runs_both_durations() -> None:
    r = _run(
        mc_scenario(
            a=mc_area(
                "c2",
                "平原",
                6,
                "{name: 魔導士, type: unit, level: 2, attack: 1, defense: 5, spell_slots: 火}",
            ),
            b=mc_area(
                "c3", "森", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 3}"
            ),
            a_top=f"    deck: 10\n    hand: [{SWAP_SPELL}]\n",
            rest="actions:\n  - do: advance\n    units: [魔導士]\n    to: c3\n"
            "    dice: {A: 6, B: 1}\n"
            "    first_normal: [{do: use, player: A, card: 転身, unit: 魔導士, target: 魔導士}]\n"
            "ask: [魔導士.attack]\n",
        )
    )
    assert "4.6.9" in r.outcome.get("depends_on_reading", [])
    assert main_state(r, "魔導士.attack") == 1
    assert _other(r, "phase")["state"]["魔導士.attack"] == 5


HERALD = (
    '{name: 伝令, type: unit, level: 1, attack: 0, defense: 1, text: "●[自軍ターン]早馬\\n'
    '〈発揮:メインフェイズ終了時/対象:このユニット〉\\nカードを1枚補充する。"}'
)


@pytest.mark.parametrize(("defended", "raised"), [(True, True), (False, False)])
def test_the_battle_pass_and_the_main_phase_end(defended: bool, raised: bool) -> None:
    goblin = "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 2}"
    r = _run(
        mc_scenario(
            a=mc_area("c2", "平原", 6, "{name: 戦士, type: unit, level: 2, attack: 4, defense: 3}")
            + mc_area("l1", "丘", 6, HERALD),
            b=mc_area("c3", "森", 6, *((goblin,) if defended else ())),
            turn="{player: A, number: 7, phase: main, first_player: A}",
            a_top="    deck: 10\n    hand: 0\n",
            rest="actions:\n  - do: main_phase\n    actions:\n"
            "      - {do: advance, units: [戦士], to: c3, dice: {A: 5, B: 1}}\nask: [A.hand]\n",
        )
    )
    assert ("7.3.4" in r.outcome.get("depends_on_reading", [])) is raised
    assert main_state(r, "A.hand") == 1
    if raised:
        assert "7.3.4" in decided(r)  # the pass ending the phase is the regained play step's
        assert _other(r, "at_battle")["state"]["A.hand"] == 2
