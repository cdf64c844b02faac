"""CrossOver (co), session 11 (s11co2): the reduction of a player's damage (an unsettled point
of 4.3.10) and card-text constructions that recurred in the refusals of the blind card-text set
of round 14, each on a minimal text and a board."""

from __future__ import annotations

from functools import partial

import pytest

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.scenario import ScenarioError
from ruling.state import Card
from tests.ruling.boards import co_ability
from tests.ruling.boards import co_run as _run

_ability = partial(co_ability, name="x")


# --------------------------------------------------------------------------- 4.3.10, a player

UNDEFENDED = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 鬼, type: character, ap: 4, dp: 4}]}
  B: {hp: 6, deck: 10}
actions:
  - {do: attack, attacker: 鬼, defender: none%s}
ask: [B.hp]
"""


def test_a_reduction_of_a_players_damage_is_a_reading_of_4_3_10() -> None:
    """4.3.10 gives the reduction window to 「キャラクターに与えられたダメージ」 only: a reduction
    of the damage to a player is the audit's player_damage_reduction — in the same window by the
    card's text (4.2.9: 4 - 2 = 2, B at 4), or none (B takes 4, at 2); both are given."""
    reduce = ", reduce: {B: [{do: reduce_damage, player: B, amount: 2, source: 人形}]}"
    r = _run(UNDEFENDED % reduce)
    assert r.outcome["state"] == {"B.hp": 4}
    assert "4.3.10" in r.outcome["depends_on_reading"]
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["no_window"]
    assert other["outcome"]["state"] == {"B.hp": 2}
    assert any(w.kind == "ambiguity" and "4.3.10" in w.clauses for w in r.warnings())


def test_no_reduction_no_reading() -> None:
    """Without a reduction nothing rests on the point: 4 damage, no reading."""
    r = _run(UNDEFENDED % "")
    assert r.outcome["state"] == {"B.hp": 2}
    assert "depends_on_reading" not in r.outcome


# --------------------------------------------------------------------------- 「…直後にのみプレイしてもよい」

DOLL = "ダメージを受けた直後にのみプレイしてもよい。あなたが受けるダメージを2点軽減する。"
HAND = 'hand: [{name: 人形, type: event, cost: 0, text: "' + DOLL + '"}]'


def test_a_card_played_only_right_after_damage_that_reduces_a_players_damage() -> None:
    """4.3.5 「ダメージを受けた直後にのみプレイしてもよい」 on a played card, 4.3.10.2: played in
    the reduction window of a damage dealt to its player, 「あなたが受けるダメージを2点軽減する」
    lessens that damage (4 - 2: B at 4) under the engine's reading of the audit's
    player_damage_reduction; under the other the damage is whole (B at 2)."""
    get_game("co")
    (ab,) = abilities_of("co", Card(uid="d", name="人形", owner="B", type="event", text=DOLL))
    assert ab.supported and ab.program.only_after == "damage_received"
    body = UNDEFENDED.replace(
        "B: {hp: 6, deck: 10}",
        "B: {hp: 6, deck: 10, " + HAND + "}",
    ).replace("ask: [B.hp]", "ask: [B.hp, 人形.zone]")
    r = _run(body % ", reduce: {B: [{do: play, player: B, card: 人形}]}")
    assert r.outcome["state"] == {"B.hp": 4, "人形.zone": "B.dustbox"}
    assert {"4.3.10.2", "4.2.9"} <= set(r.decided_by)
    # since 746ff1a7 the played card's destination (3.4.3, a reading choice point) is branched
    # too, as 人形.zone is asked: the reading without the window is the one that keeps 2
    (other,) = [x for x in r.outcome["readings"] if "no_window" in x["reading"]]
    assert other["outcome"]["state"]["B.hp"] == 2


def test_a_card_played_only_right_after_damage_is_refused_elsewhere() -> None:
    """4.3.5: with no damage being dealt (the main phase) the play is refused."""
    r = _run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A: {hp: 10, deck: 10, " + HAND + "}\n"
        "  B: {hp: 6, deck: 10}\n"
        "actions:\n  - {do: play, player: A, card: 人形, allowed: false}\nask: [人形.zone]\n"
    )
    assert r.outcome["state"] == {"人形.zone": "A.hand"}
    assert "4.3.5" in r.decided_by


def test_your_damage_reduction_in_a_characters_window_reduces_nothing() -> None:
    """「あなたが受けるダメージ」 is the player's: in the window of a damage to B's character the
    card reduces nothing (the defender takes its 4 and crashes)."""
    body = (
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A: {hp: 10, deck: 10, field: [{name: 鬼, type: character, ap: 4, dp: 4}]}\n"
        "  B: {hp: 6, deck: 10, field: [{name: 壁, type: character, ap: 1, dp: 3}],"
        " " + HAND + "}\n"
        "actions:\n  - {do: attack, attacker: 鬼, defender: 壁,"
        " reduce: {壁: [{do: play, player: B, card: 人形}]}}\nask: [壁.zone, B.hp]\n"
    )
    r = _run(body)
    assert r.outcome["state"] == {"壁.zone": "B.dustbox", "B.hp": 6}
    assert "depends_on_reading" not in r.outcome


# --------------------------------------------------------------------------- 3.6.2 / 4.3.1

UPKEEP = """
turn: {player: A, number: 8, phase: end, step: upkeep}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    field:
      - {name: 傭兵, type: character, ap: 3, dp: 3, text: "維持費%d"}
      - {name: 秘書, type: navigator, text: "%s"}
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 秘書}
  - do: end_phase
%s
ask: [傭兵.zone, A.energy]
"""
ENERGY = "『秘書』をタップする:あなたは1エネルギーを得る。"
PAY = "choices:\n  - {player: A, at: upkeep, choose: pay}"


def test_an_ability_that_only_gains_energy_in_the_upkeep_step_is_a_reading() -> None:
    """3.6.2 forbids uses in the upkeep step but allows gaining energy; 4.3.1: energy gained by
    an ability is no action — the audit's upkeep_energy_ability, both run: forbidden (the
    engine's), A cannot pay and 傭兵 crashes (the answer pay cannot be followed, said);
    allowed, A gains 1 and pays."""
    r = _run(UPKEEP % (1, ENERGY, PAY))
    assert r.outcome["state"] == {"傭兵.zone": "A.dustbox", "A.energy": 0}
    assert {"3.6.2", "4.3.1"} <= set(r.outcome["depends_on_reading"])
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["energy_allowed"]
    assert other["outcome"]["state"] == {"傭兵.zone": "A.field", "A.energy": 0}
    assert any(w.key == "answer_for_another_reading" for w in r.warnings())


def test_an_ability_that_does_more_than_gain_energy_is_no_reading() -> None:
    """An ability that also draws is a use 3.6.2 forbids, whatever 4.3.1 says of energy."""
    text = "『秘書』をタップする:あなたは1エネルギーを得る。あなたは山札からカードを1枚引く。"
    r = _run(UPKEEP % (1, text, ""))
    assert r.outcome["state"] == {"傭兵.zone": "A.dustbox", "A.energy": 0}
    assert "depends_on_reading" not in r.outcome


def test_an_answer_no_reading_can_follow_is_not_done_under_either() -> None:
    """An upkeep of 2 cannot be paid with the 1 energy of either reading: the answer pay asks
    for what cannot be done under both (round 23, ``answer_not_possible`` — it was refused as an
    input error before): it is not done, 傭兵 crashes under both readings (the energy left, 0 or
    the 1 gained, is what they differ on)."""
    r = _run(UPKEEP % (2, ENERGY, PAY))
    assert r.outcome["state"]["傭兵.zone"] == "A.dustbox"
    (other,) = r.outcome["readings"]
    assert other["outcome"]["state"]["傭兵.zone"] == "A.dustbox"
    # said under the engine's reading as the answer it cannot follow there (the reading point)
    assert any(w.key == "answer_for_another_reading" for w in r.warnings())


def test_an_answer_for_a_payment_beyond_the_energy_without_a_reading_is_not_done() -> None:
    """Without the energy ability no reading is run: the answer pay to an upkeep of 1 with no
    energy is not done (3.6.2 「支払えなかった」), said (``answer_not_possible``)."""
    body = UPKEEP.replace("  - {do: activate, card: 秘書}\n", "")
    r = _run(body % (1, ENERGY, PAY))
    assert r.outcome["state"]["傭兵.zone"] == "A.dustbox"
    assert any(w.key == "answer_not_possible" for w in r.warnings())


def test_an_answer_naming_nothing_the_choice_knows_is_refused() -> None:
    body = UPKEEP.replace("  - {do: activate, card: 秘書}\n", "")
    with pytest.raises(ScenarioError):
        _run(body % (1, ENERGY, PAY.replace("pay", "寄付")))


# --------------------------------------------------------------------------- 「相手の…1体に」

ONE = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 3, field: [{name: 従者, type: character, gender: 男性, ap: 1, dp: 1}],
      hand: [{name: 雷, type: spell, cost: 1, text: "使い捨て\\n%s"}]}
  B: {hp: 10, deck: 10, field: %s}
actions:
  - {do: play, player: A, card: 雷}
%s
ask: [%s]
"""
TWO_WOMEN = (
    "[{name: 姫, type: character, gender: 女性, ap: 1, dp: 2},"
    " {name: 魔女, type: character, gender: 女性, ap: 1, dp: 3},"
    " {name: 騎士, type: character, gender: 男性, ap: 1, dp: 1}]"
)


def test_one_character_of_a_group_is_read_as_one_not_all() -> None:
    """「相手がコントロールしているキャラクター1体」 is one of them (before: every character of
    the group was read); another count is refused."""
    ab = _ability("相手がコントロールしているキャラクター1体に1点のダメージを与える。")
    assert ab.supported and ab.program.ops[0].who == "one_of_theirs"
    ab = _ability("相手のキャラクター1体に2点のダメージを与える。")
    assert ab.supported and ab.program.ops[0].who == "one_of_theirs"
    ab = _ability("相手がコントロールしている女性キャラクター1体に1点のダメージを与える。")
    assert ab.supported and ab.program.ops[0].gender == "女性"
    assert not _ability(
        "相手がコントロールしているキャラクター2体に1点のダメージを与える。"
    ).supported


def test_one_of_the_opponents_women_is_chosen_at_resolution() -> None:
    """4.2.13 / 4.3.2.6: no target; one woman of B's is chosen as the text is carried out —
    the man is never hit. Who chooses is the audit's choice_without_target (both run); with
    A's answer, 魔女 takes the 2."""
    text = "相手がコントロールしている女性キャラクター1体に2点のダメージを与える。"
    r = _run(
        ONE
        % (
            text,
            TWO_WOMEN,
            "choices:\n  - {player: A, at: choose_character, choose: 魔女}",
            "姫.zone, 魔女.damage, 騎士.zone",
        )
    )
    assert r.outcome["state"] == {"姫.zone": "B.field", "魔女.damage": 2, "騎士.zone": "B.field"}
    assert {"4.2.13", "4.3.2.6"} <= set(r.outcome["depends_on_reading"])
    # unanswered: either woman, never the man
    r = _run(ONE % (text, TWO_WOMEN, "", "騎士.zone, 騎士.damage"))
    assert all(lf.outcome["state"] == {"騎士.zone": "B.field", "騎士.damage": 0} for lf in r.leaves)
    assert len(r.leaves) == 2


def test_one_of_a_group_with_none_there_does_nothing_and_one_there_is_no_choice() -> None:
    """No woman there: the card is played (no target, 4.2.13) and nothing happens; one: she is
    the one, no question of who chooses."""
    text = "相手がコントロールしている女性キャラクター1体に2点のダメージを与える。"
    man = "[{name: 騎士, type: character, gender: 男性, ap: 1, dp: 1}]"
    r = _run(ONE % (text, man, "", "騎士.zone, 雷.zone"))
    assert r.outcome["state"] == {"騎士.zone": "B.field", "雷.zone": "A.dustbox"}
    woman = "[{name: 姫, type: character, gender: 女性, ap: 1, dp: 2}, " + man[1:]
    r = _run(ONE % (text, woman, "", "姫.zone"))
    assert r.outcome["state"] == {"姫.zone": "B.dustbox"}
    assert "depends_on_reading" not in r.outcome


def test_one_of_your_own_is_chosen_by_you_with_no_reading() -> None:
    """「あなたのキャラクター1体」: the player carrying out the text controls them — no reading."""
    text = "ターン終了時まで、あなたのキャラクター1体は「+2:+0」の修正を受ける。"
    r = _run(ONE % (text, TWO_WOMEN, "", "従者.ap"))
    assert r.outcome["state"] == {"従者.ap": 3}
    assert "depends_on_reading" not in r.outcome


# --------------------------------------------------------------------------- 「…1体につき」

PER = """
turn: {player: A, number: 5, phase: turn_start}
players:
  A: {hp: 10, deck: 10, field: [{name: 一樹, type: character, gender: 男性, ap: 1, dp: 1, text: "%s"}]}
  B: {hp: 10, deck: 10, field: %s}
actions:
  - {do: turn_start}
%s
ask: [A.deck]
"""
PER_TEXT = "ターン開始時、相手がコントロールしている女性キャラクター1体につき、あなたは山札からカードを1枚引%s。"


def test_a_draw_per_character_counts_the_group_as_it_is_done() -> None:
    """4.3.2.6 「女性キャラクター1体につき…1枚引く」: B's two women (not the man) — 2 drawn."""
    r = _run(PER % (PER_TEXT % "く", TWO_WOMEN, ""))
    assert r.outcome["state"] == {"A.deck": 8}
    man = "[{name: 騎士, type: character, gender: 男性, ap: 1, dp: 1}]"
    r = _run(PER % (PER_TEXT % "く", man, ""))
    assert r.outcome["state"] == {"A.deck": 10}


def test_an_optional_draw_per_character_is_any_number_up_to_the_count() -> None:
    """「…1体につき…引いてもよい」: each time its own 「てもよい」 — 0, 1 or 2 drawn; answered 1."""
    r = _run(PER % (PER_TEXT % "いてもよい", TWO_WOMEN, ""))
    assert sorted(lf.outcome["state"]["A.deck"] for lf in r.leaves) == [8, 9, 10]
    ans = "choices:\n  - {player: A, at: optional_step, choose: 1}"
    r = _run(PER % (PER_TEXT % "いてもよい", TWO_WOMEN, ans))
    assert r.outcome["state"] == {"A.deck": 9}


def test_a_per_of_another_unit_is_refused() -> None:
    assert not _ability("相手の手札1枚につき、あなたは山札からカードを1枚引く。").supported


# --------------------------------------------------------------------------- 「攻撃したとき」

ATTACKS = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 剣士, type: character, ap: 2, dp: 2, text: "%s"}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 剣士, defender: none}
ask: [A.deck, B.hp]
"""


@pytest.mark.parametrize("verb", ["攻撃", "アタック"])
def test_an_attack_called_kougeki_triggers_as_an_attack(verb: str) -> None:
    """3.4.5 「相手プレイヤーに攻撃(アタック)をすることができます」: 攻撃した is アタックした — the
    trigger of an attack (3.4.5.2): A draws 1, then the 2 damage."""
    r = _run(ATTACKS % f"あなたのキャラクターが{verb}したとき、あなたは山札からカードを1枚引く。")
    assert r.outcome["state"] == {"A.deck": 9, "B.hp": 8}
    assert "3.4.5.2" in r.decided_by


# --------------------------------------------------------------------------- 「クラッシュした直後にのみ使用」

AVENGER = """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 14
    energy: 2
    deck: 14
    hand: [{name: 火球, type: spell, cost: 2, text: "対象のキャラクターに2点のダメージを与える。"}]
    field: [{name: 剣豪, type: character, ap: 3, dp: 3}]
  B:
    hp: 14
    deck: 14
    field:
      - {name: 見習い, type: character, ap: 1, dp: 2}
      - {name: 復讐者, type: navigator, text: "%s"}
actions:
%s
ask: [剣豪.zone]
"""
AVENGE = "対象のキャラクター1体をクラッシュする。クラッシュした直後にのみ使用してもよい。"


def test_an_ability_used_only_right_after_a_crash() -> None:
    """4.3.5 / 4.3.11.4 「クラッシュした直後にのみ使用してもよい」 (no cost printed, 4.3.3): used
    in the window right after 見習い's crash, it crashes 剣豪."""
    ab = _ability(AVENGE)
    assert ab.supported and ab.program.only_after == "crashed"
    r = _run(
        AVENGER
        % (
            AVENGE,
            "  - {do: play, card: 火球, target: 見習い, on_crash: {見習い: {after: "
            "[{do: activate, player: B, card: 復讐者, target: 剣豪}]}}}",
        )
    )
    assert r.outcome["state"] == {"剣豪.zone": "A.dustbox"}
    assert "4.3.11.4" in r.decided_by


def test_an_ability_used_only_right_after_a_crash_is_refused_elsewhere() -> None:
    r = _run(AVENGER % (AVENGE, "  - {do: activate, player: B, card: 復讐者, target: 剣豪}"))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {"剣豪.zone": "A.field"}
    assert "4.3.5" in r.decided_by


def test_energy_gained_with_the_count_after_the_word() -> None:
    """4.3.1 「エネルギーを1得る」 (no subject: the ability's player) is 「1エネルギーを得る」."""
    r = _run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A: {hp: 10, deck: 10, energy: 0, field: [{name: 秘書, type: navigator,"
        ' text: "『秘書』をタップする:エネルギーを2得る。"}]}\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: activate, card: 秘書}\nask: [A.energy, 秘書.state]\n"
    )
    assert r.outcome["state"] == {"A.energy": 2, "秘書.state": "rest"}


# --------------------------------------------------------------------------- 「次のアンタップフェイズにアンタップしない」

SLEEP = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 2, hand: [{name: 眠, type: spell, cost: 1, text: "使い捨て\\n%s"}],
      field: [{name: 従者, type: character, ap: 1, dp: 1}]}
  B: {hp: 10, deck: 10, field: [{name: 騎士, type: character, ap: 1, dp: 1}]}
actions:
  - {do: play, card: 眠, target: %s}
  - {do: end_phase}
  - {do: turn_end}
  - {do: turn_start}
  - {do: untap_phase}
%s
ask: [%s.state]
"""
SLEEP_TEXT = "対象のキャラクター1体をタップする。そのキャラクターは、次のアンタップフェイズにアンタップしない。"


def test_a_character_that_does_not_untap_in_the_next_untap_phase() -> None:
    """「そのキャラクター」 after the target step is the target (4.2.13); it stays tapped in B's
    untap phase (4.2.9 over 3.2.2) — the plain tap alone untaps there."""
    ab = _ability(SLEEP_TEXT)
    assert ab.supported and [o.kind for o in ab.program.ops] == ["tap", "skip_untap"]
    assert [o.who for o in ab.program.ops] == ["target_char", "target_char"]
    r = _run(SLEEP % (SLEEP_TEXT, "騎士", "", "騎士"))
    assert r.outcome["state"] == {"騎士.state": "rest"}
    assert {"3.2.2", "4.2.9"} <= set(r.decided_by)
    r = _run(SLEEP % ("対象のキャラクター1体をタップする。", "騎士", "", "騎士"))
    assert r.outcome["state"] == {"騎士.state": "stand"}


def test_the_next_untap_phase_of_another_player_is_a_reading() -> None:
    """On A's own 従者 the next untap phase is B's, which untaps only B's cards: whether that
    ends the effect is the audit's next_untap_phase — in A's next untap phase 従者 stays tapped
    (own_next) or untaps (game_next)."""
    more = "  - {do: end_phase}\n  - {do: turn_end}\n  - {do: turn_start}\n  - {do: untap_phase}"
    body = SLEEP % (SLEEP_TEXT, "従者", "", "従者")
    body = body.replace("  - {do: untap_phase}\n", "  - {do: untap_phase}\n" + more + "\n", 1)
    r = _run(body)
    assert r.outcome["state"] == {"従者.state": "rest"}
    assert "3.2.2" in r.outcome["depends_on_reading"]
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["game_next"]
    assert other["outcome"]["state"] == {"従者.state": "stand"}


# --------------------------------------------------------------------------- every flyer

STORM = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 2, hand: [{name: 嵐, type: spell, cost: 1, text: "使い捨て\\n%s"}],
      field: [{name: 鷲, type: character, ap: 1, dp: 3, text: "飛行"}]}
  B: {hp: 10, deck: 10, field: [{name: 鳥人, type: character, ap: 1, dp: 2, text: "飛行"},
      {name: 歩兵, type: character, ap: 1, dp: 2}]}
actions:
  - {do: play, card: 嵐}
ask: [鷲.damage, 鳥人.zone, 歩兵.damage]
"""
STORM_TEXT = (
    "フィールドに出ているすべての「飛行」の特殊能力を持つキャラクターに2点のダメージを与える。"
)


def test_damage_to_every_character_on_the_field_with_flying() -> None:
    """「フィールドに出ているすべての「飛行」の特殊能力を持つキャラクター」 (3.4.5.7, 4-2-7): both
    flyers, of either player, take 2; the walker none."""
    r = _run(STORM % STORM_TEXT)
    assert r.outcome["state"] == {"鷲.damage": 2, "鳥人.zone": "B.dustbox", "歩兵.damage": 0}


def test_another_step_on_every_flyer_is_refused() -> None:
    text = "フィールドに出ているすべての「飛行」の特殊能力を持つキャラクターをクラッシュする。"
    assert not _ability(text).supported


# --------------------------------------------------------------------------- 「そのキャラクターがクラッシュしたなら」

BOLT = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, energy: 2, hand: [{name: 雷撃, type: spell, cost: 1, text: "使い捨て\\n%s"}]}
  B: {hp: 10, deck: 10, field: [{name: 騎士, type: character, ap: 1, dp: %d}]}
actions:
  - {do: play, card: 雷撃, target: 騎士}
ask: [騎士.zone, A.deck]
"""
BOLT_TEXT = "対象のキャラクター1体に3点のダメージを与える。そのキャラクターがクラッシュしたなら、あなたは山札からカードを1枚引く。"


def test_a_step_done_only_if_the_target_crashed() -> None:
    """4.3.11: DP 3 — the 3 damage crashes 騎士, A draws; DP 4 — it stays, no draw."""
    r = _run(BOLT % (BOLT_TEXT, 3))
    assert r.outcome["state"] == {"騎士.zone": "B.dustbox", "A.deck": 9}
    r = _run(BOLT % (BOLT_TEXT, 4))
    assert r.outcome["state"] == {"騎士.zone": "B.field", "A.deck": 10}


def test_that_character_named_by_nothing_before_is_refused() -> None:
    ab = _ability("そのキャラクターがクラッシュしたなら、あなたは山札からカードを1枚引く。")
    assert not ab.supported
    ab = _ability("『x』をタップする:そのキャラクターに1点のダメージを与える。")
    assert not ab.supported


# --------------------------------------------------------------------------- 「…選び、クラッシュする」


def test_hand_cards_chosen_then_crashed_is_the_hand_crash() -> None:
    """「相手は手札からカードを1枚選び、クラッシュする」 is 「相手は手札からカードを1枚クラッシュ
    する」 (4.2.4): B chooses one of its hand cards, which goes to its dustbox."""
    ab = _ability("相手は手札からカードを1枚選び、クラッシュする。")
    assert ab.supported and [(o.kind, o.who, o.amount) for o in ab.program.ops] == [
        ("discard", "opponent_player", 1)
    ]
    r = _run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n"
        "  A: {hp: 10, deck: 10, energy: 1, hand: [{name: 呪, type: spell, cost: 1,"
        ' text: "使い捨て\\n相手は手札からカードを1枚選び、クラッシュする。"}]}\n'
        "  B: {hp: 10, deck: 10, hand: [{name: 甲, type: event}, {name: 乙, type: event}]}\n"
        "actions:\n  - {do: play, card: 呪}\n"
        "choices:\n  - {player: B, choose: 乙}\n"
        "ask: [乙.zone, 甲.zone]\n"
    )
    assert r.outcome["state"] == {"乙.zone": "B.dustbox", "甲.zone": "B.hand"}
