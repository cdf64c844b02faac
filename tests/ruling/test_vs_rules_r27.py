"""vs rules read again through the round-27 blind files (s23rulesA; round 27, issue 14), each on
a minimal case with its neighbour that must not change."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads


def _run(text: str) -> Any:
    return resolve(loads("game: vs\ntitle: t\n" + text, "t.yaml"))


# --- an act inside a procedure may be prohibited as an action is (1.3.3; Game.prohibitable) ---

_BLOCK = """turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, ap: 4000, dp: 2000}
    bench: {left: {name: 律子, title: P, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, title: 王子, ap: 1000, dp: 1000}]
    ring: {name: 美希, title: 星, ap: 2000, dp: 3000, partner_name: 真, partner_title: 王子}
effects:
  - {target: B, stat: %s, op: prohibit, source: "相手はパートナーブロックできない。"}
actions:
  - {do: attack, support: 律子, partner_block: 真}
"""


def test_a_partner_block_prohibited_is_refused_citing_the_text_over_the_rule() -> None:
    """「相手はパートナーブロックできない」 as an effect in force (``stat: partner_block``): the
    block the rules allow (7.1.4.2) is refused — the card's text beats the rule that allows the
    declaration (1.3.1), not an effect's instruction."""
    r = _run(_BLOCK % "partner_block")
    assert r.main.outcome.get("rejected")
    assert {"7.1.4.2", "1.3.1"} <= set(r.decided_by)


def test_neighbour_no_prohibition_the_partner_block_is_made() -> None:
    """Neighbour: no prohibition — 真 blocks (to the retire zone), nothing refused."""
    r = _run(
        _BLOCK.replace(
            'effects:\n  - {target: B, stat: %s, op: prohibit, source: "相手はパートナーブロックできない。"}\n',
            "",
        )
    )
    assert not r.main.outcome.get("rejected")
    assert "1.3.1" not in r.decided_by


def test_an_unknown_act_to_prohibit_is_an_error_naming_the_known_ones() -> None:
    """A name neither an action nor an act the game reads prohibitions of: a clear error that
    lists what may be prohibited (never a prohibition nobody reads)."""
    with pytest.raises(ScenarioError) as exc:
        _run(_BLOCK % "partner_blok")
    msg = str(exc.value)
    assert "partner_blok" in msg and "partner_block" in msg and "support" in msg


# --- a player's own declaration inside a phase, prohibited: 1.3.1, as a root action ---

_SURPRISE = """turn: {player: A, number: 4, phase: chara, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
effects:
  - {target: A, stat: %s, op: prohibit, source: "相手はカードを置けない・引けない。"}
actions:
  - do: chara_phase
    actions: [{do: set_surprise, card: 雪歩}]
"""


def test_a_surprise_set_declared_in_the_chara_phase_and_prohibited_cites_1_3_1() -> None:
    """The 6.5.1.2.4 action listed in the chara phase is the player's declaration: refused, and
    the ruling rests on the text beating the rule that allows it (1.3.1) — nothing drawn."""
    r = _run(_SURPRISE % "set_surprise")
    assert r.main.outcome.get("rejected")
    assert "1.3.1" in r.decided_by


def test_neighbour_a_draw_the_action_instructs_prohibited_cites_1_3_3_only() -> None:
    """Neighbour: the surprise set is done, the draw 6.5.1.2.4 then instructs is prohibited —
    an instruction stopped (1.3.3), not a declaration: 1.3.1 not cited for it."""
    r = _run(_SURPRISE % "draw")
    assert "1.3.3" in r.decided_by
    assert "1.3.1" not in r.decided_by
    assert not check_expect(r)


# --- 「(ステップ)に、」: a step the rules list as a trigger wording of its own (7.1.6.1) ---

_END_STEP = """turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 律子, partner_title: P,
           text: "%s"}
    bench: {left: {name: 律子, title: %s, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 律子}
ask: [A.hand]
"""


@pytest.mark.parametrize("title", ["P", "Q"])
def test_the_attack_end_step_named_with_ni_triggers_at_the_end_of_every_attack(title: str) -> None:
    """「[リング]アタック終了ステップに、あなたは1枚引く。」: the third wording 7.1.6.1 lists —
    triggered at the attack end step of a partner attack (title P) and of a normal one (Q)."""
    r = _run(_END_STEP % ("[リング]アタック終了ステップに、あなたは1枚引く。", title))
    assert r.main.outcome["state"]["A.hand"] == 1
    assert {"7.1.6.1", "8.1.1.2.1"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_neighbour_the_partner_attack_end_wording_needs_a_partner_attack() -> None:
    """Neighbour: 「パートナーアタックの終わりに」 after a normal attack does not trigger (7.1.6.1
    「ただし…」); the wording read the same way as before."""
    r = _run(_END_STEP % ("[リング]パートナーアタックの終わりに、あなたは1枚引く。", "Q"))
    assert r.main.outcome["state"]["A.hand"] == 0


def test_neighbour_a_phase_named_with_ni_the_rules_list_no_trigger_for_stays_unsupported() -> None:
    """Neighbour: 「ドローフェイズに、…」 (no clause lists it as a trigger wording) and 「…スタンド
    フェイズに、このカードはスタンドしない」 (a time a state holds in) are not made triggers: the
    first is reported unsupported, never run at a guessed moment."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    for text in (
        "[リング]ドローフェイズに、あなたは1枚引く。",
        "[リング]アタック終了ステップに、このカードはアタックできない。",
    ):
        (ab,) = abilities_of("vs", Card("x", "A", type="card", text=text))
        assert ab.program is None or ab.program.trigger is None, text
    r = _run(_END_STEP % ("[リング]ドローフェイズに、あなたは1枚引く。", "Q"))
    assert any(w.kind == "unsupported" for w in r.warnings())
    assert r.main.outcome["state"]["A.hand"] == 0


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


# --- the energy phase's optional act declined: a "no" citing the clause that allows it ---


def test_the_energy_phase_with_no_card_named_cites_the_permission() -> None:
    r = _run(
        """turn: {player: A, number: 4, phase: energy, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    energy: [{state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: energy_phase}
ask: [A.energy, A.hand]
"""
    )
    assert r.main.outcome["state"]["A.energy"] == 1
    assert "6.4.1.2" in r.decided_by


# --- a [手札] technique its own move out of the hand triggered (hand_technique_left_hand) ---

_HAND_TECH = """turn: {player: A, number: 4, phase: end, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000, text: "%s"}, 5]
    ring: {name: 千早, ap: 2000, dp: 2000}
    waiting: 0
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: hand_limit, choose: 雪歩}
ask: [A.deck]
"""


def test_a_hand_technique_triggered_by_its_own_discard_is_run_under_both_readings() -> None:
    """雪歩 discarded for the hand limit triggers its 「[手札]…控え室に置かれた時」 by the look
    back of 8.1.1.2.1, but 4.4.1.1 puts a [手札] ability in the resolution zone by revealing the
    card from the hand: drawn under the engine's reading, not under the other."""
    r = _run(_HAND_TECH % "[手札]このカードが控え室に置かれた時、あなたは1枚引く。")
    assert r.main.outcome["state"]["A.deck"] == 9
    assert _readings(r)["not_used"]["state"]["A.deck"] == 10
    assert {"4.4.1.1", "8.1.1.2.1"} <= set(r.outcome.get("depends_on_reading", ()))


def test_neighbour_a_waiting_room_technique_of_the_same_move_raises_nothing() -> None:
    """Neighbour: 「[控え室]このカードが控え室に置かれた時」 — the technique works where the card
    arrives, no reveal from the hand is in question."""
    r = _run(_HAND_TECH % "[控え室]このカードが控え室に置かれた時、あなたは1枚引く。")
    assert not r.outcome.get("depends_on_reading")


# --- 4.6.1.4 printed with 4.6.1.2's condition (cancel_timing_after_non_turn_player) ---

_CANCEL = """turn: {player: %s, number: 4, first_player: B}
players:
  A:
    deck: 10
    hand: [{name: 律子, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 1000, dp: 3000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: %s}
choices:
  - {player: %s, at: cancel, choose: %s}
  - {player: %s, at: cancel, choose: "no"}
ask: [%s.deck]
"""


def test_the_non_turn_players_cancel_is_run_under_both_readings_of_4_6_1_4() -> None:
    """B cancels A's attack technique and A does not answer: 4.6.1.2 / 4.6.1.3 resolve B's cancel
    (A draws nothing, the engine's reading); 4.6.1.4 as printed gives A the ability use timing
    first (A draws)."""
    r = _run(_CANCEL % ("A", "春香", "B", "真", "A", "A"))
    assert r.main.outcome["state"]["A.deck"] == 10
    assert _readings(r)["as_printed"]["state"]["A.deck"] == 9
    assert "4.6.1.4" in r.outcome.get("depends_on_reading", ())


def test_neighbour_the_turn_players_cancel_on_the_others_technique_raises_nothing() -> None:
    """Neighbour: in A's turn B's 「アタックされた時」 technique is cancelled by A, the turn player
    (4.6.1.1 settles the order): B draws nothing, no reading is asked."""
    attacked = "[リング]このカードがアタックされた時、あなたは1枚引く。"
    text = (_CANCEL % ("A", "春香", "A", "律子", "B", "B")).replace(
        ', text: "[リング]このカードがアタックした時、あなたは1枚引く。"}\n    bench: {left: {name: 春香',
        "}\n    bench: {left: {name: 春香",
    )
    text = text.replace("[リング]このカードがアタックした時、あなたは1枚引く。", attacked)
    r = _run(text)
    assert r.main.outcome["state"]["B.deck"] == 10
    assert "4.6.1.1" in r.decided_by
    assert not r.outcome.get("depends_on_reading")
