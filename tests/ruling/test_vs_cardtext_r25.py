"""vs card-text constructions of round 25 (s21vs, issue 12), each on a minimal text of its own
run on a board, with the neighbour that must not change. The readings are the shared layer's
(``ruling.cardtext``), so the other games' variants are checked beside VS's."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.ap, 千早.dp, 美希.ap, 美希.dp, A.hand, B.waiting]
"""


def _use(effect: str) -> dict:
    r = resolve(loads(USE % effect))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]


def _ability(game: str, text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game(game)
    (a,) = _abilities(game, text, None)
    return a


# ------------- the voice of a step (``ruling.cardtext.steps.active_voice``): a passive step is
# its active form with the one who undergoes it (は / が) as the object — 「Xは控え室に置かれる」
# = 「Xを控え室に置く」 (8.2.1.1: the effect's master does what it says); 「Xは＋1000される」 =
# 「Xを＋1000する」 (8.2.1.2)

PASSIVE_PAIRS = [
    # a put, は and が, the card chosen the sentence before or in the same one
    (
        "相手のベンチのカードを1枚選ぶ。そのカードは控え室に置かれる。",
        "相手のベンチのカードを1枚選ぶ。そのカードを控え室に置く。",
    ),
    (
        "相手のベンチのカードを1枚選び、そのカードが相手の控え室に置かれる。",
        "相手のベンチのカードを1枚選び、そのカードを相手の控え室に置く。",
    ),
    # a stat change: the pair, one value, with a duration, another card
    (
        "このターン中、あなたのリングのカードは+1000/+2000される。",
        "このターン中、あなたのリングのカードを+1000/+2000する。",
    ),
    (
        "あなたのリングのカードを1枚選び、そのカードの攻撃力は+1000される。",
        "あなたのリングのカードを1枚選び、そのカードの攻撃力を+1000する。",
    ),
    (
        "相手のリングのカードは、このターン中、-1000/-1000される。",
        "相手のリングのカードを、このターン中、-1000/-1000する。",
    ),
]


@pytest.mark.parametrize(("passive", "active"), PASSIVE_PAIRS)
def test_a_passive_step_does_what_its_active_form_does(passive: str, active: str) -> None:
    done, plain = _use(passive), _use(active)
    assert done == plain
    assert done != _use("")  # and it did something


def test_the_passive_put_and_stat_change_on_the_board() -> None:
    s = _use("相手のベンチのカードを1枚選ぶ。そのカードは控え室に置かれる。")
    assert s["B.waiting"] == 1
    s = _use("このターン中、あなたのリングのカードは+1000/+2000される。")
    assert (s["千早.ap"], s["千早.dp"]) == (3000, 5000)


def test_a_continuous_passive_stat_change() -> None:
    a = _ability("vs", "[リング]このカードの攻撃力は+1000される。")
    b = _ability("vs", "[リング]このカードの攻撃力を+1000する。")
    assert a.supported and a.program == b.program


@pytest.mark.parametrize(
    "text",
    [
        # who does it named (an agent, not a destination): not read as the master's step
        "相手のベンチのカードを1枚選ぶ。そのカードは相手によって控え室に置かれる。",
        "相手のベンチのカードを1枚選ぶ。そのカードは相手に控え室に置かれる。",
        # a passive of a player: not a card undergoing a step
        "あなたは1枚引かれる。",
    ],
)
def test_a_passive_with_an_agent_or_a_player_stays_refused(text: str) -> None:
    a = _ability("vs", f"[ベンチ][このカードをレストする]{text}")
    assert not a.supported and a.reason


@pytest.mark.parametrize(
    ("game", "passive", "active"),
    [
        (
            "ws",
            "【起】［(1)］ あなたは相手のキャラを1枚選び、そのキャラは手札に戻される。",
            "【起】［(1)］ あなたは相手のキャラを1枚選び、そのキャラを手札に戻す。",
        ),
        (
            "ws",
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーは＋1000される。",
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000する。",
        ),
        (
            "vg",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワーは"
            "＋5000される。",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワーを"
            "＋5000する。",
        ),
        (
            "co",
            "対象のキャラクター1体はオーナーの手札に戻される。",
            "対象のキャラクター1体をオーナーの手札に戻す。",
        ),
        (
            "mc",
            "×[普通]骨の散華 〈対象:敵軍ユニット1体〉 対象は「攻撃力:-2」される。",
            "×[普通]骨の散華 〈対象:敵軍ユニット1体〉 対象を「攻撃力:-2」する。",
        ),
        (
            "mc",
            "×[対抗]泥の抱擁 〈対象:敵軍ユニット1体〉 対象は行動完了にされる。",
            "×[対抗]泥の抱擁 〈対象:敵軍ユニット1体〉 対象を行動完了にする。",
        ),
    ],
)
def test_the_passive_step_in_the_other_games(game: str, passive: str, active: str) -> None:
    a, b = _ability(game, passive), _ability(game, active)
    assert b.supported, b.reason
    assert a.supported, a.reason
    assert repr(a.program) == repr(b.program)


def test_a_passive_the_game_reads_as_printed_keeps_its_reading() -> None:
    # VG 「デッキに１枚だけ入れられる」: a deck-building rule its own construction reads (not
    # 「デッキに１枚だけ入れる」)
    a = _ability("vg", "【永】：このカードはデッキに１枚だけ入れられる。")
    assert a.supported


# ------------- an energy cost as a reader of the document writes it: 「エネルギー置場のカード」 is
# 「エネルギー」 (3.4.2), a cost rests only standing cards (4.9.1.2, 4.16.2), and energy put in the
# waiting room as a cost is paid with the payer's own energy (4.16.1, 3.4.3)


@pytest.mark.parametrize(
    "cost",
    [
        "[あなたのエネルギーを2枚レストする]",  # the document's own wording (the neighbour)
        "[エネルギー置場のカードを2枚レスト]",
        "[あなたのエネルギー置場のカードを2枚選び、レストする]",
        "[スタンド状態のエネルギーを2枚レスト]",
        "[スタンドしているエネルギーを2枚レストする]",
        # energy named as the payment with its number (4.16.1, 2.2.2: the energy rested)
        "[エネルギー2]",
        "[エネルギー2枚]",
        "[エネルギー×2]",
        "[2エネルギー]",
    ],
)
def test_energy_rested_for_a_cost_in_its_other_wordings(cost: str) -> None:
    from tests.ruling.boards import vs_bench_use

    for energy, rested, paid in (
        ("[{state: rest}, {state: stand}, {state: stand}]", 3, True),
        ("[{state: rest}, {state: stand}]", 1, False),  # one standing: not paid (8.5.1.3.2)
    ):
        r = vs_bench_use(f"[ベンチ]{cost}あなたは1枚引く。", energy)
        final = r.main.final.players["A"]
        assert len(final.zones["hand"]) == (2 if paid else 1)
        assert [c.orientation for c in final.zones["energy"]].count("rest") == rested
        assert not [w for w in r.main.warnings if w.kind == "unsupported"]


@pytest.mark.parametrize(
    "cost",
    [
        "[エネルギーを1枚控え室に置く]",
        "[あなたのエネルギーを1枚選び、控え室に置く]",
        "[エネルギー置場のカードを1枚控え室に置く]",
    ],
)
def test_energy_put_in_the_waiting_room_for_a_cost(cost: str) -> None:
    from tests.ruling.boards import vs_bench_use

    r = vs_bench_use(f"[ベンチ]{cost}あなたは1枚引く。", "[{state: rest}, {state: stand}]")
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == 2  # paid: the draw is done
    assert len(final.zones["energy"]) == 1
    assert len(final.zones["waiting"]) == 1
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
    # no energy: the cost cannot be paid, the use is cancelled (8.5.1.3.2)
    r = vs_bench_use(f"[ベンチ]{cost}あなたは1枚引く。", "[]")
    assert len(r.main.final.players["A"].zones["hand"]) == 1


@pytest.mark.parametrize(
    "cost",
    [
        "[相手のエネルギーを1枚控え室に置く]",  # the opponent's: no cost of the payer's (3.4.3)
        "[エネルギーを1枚手札に戻す]",  # another destination
        "[レスト状態のエネルギーを2枚レスト]",  # a rested card cannot be rested for it (4.16.2)
        "[2]",  # a bare number: no payment named
        "[エネルギー2枚以上]",  # no number of the payment
    ],
)
def test_energy_costs_that_stay_refused(cost: str) -> None:
    a = _ability("vs", f"[ベンチ]{cost}あなたは1枚引く。")
    assert not a.supported and a.reason


def test_a_payment_word_beside_another_cost_item() -> None:
    from tests.ruling.boards import vs_bench_use

    text = "[ベンチ][エネルギー1枚、このカードをレスト]あなたは1枚引く。"
    r = vs_bench_use(text, "[{state: stand}, {state: stand}]")
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == 2
    assert [c.orientation for c in final.zones["energy"]].count("rest") == 1


@pytest.mark.parametrize(
    ("game", "word", "other"),
    [
        # the shared payment notation: the number bare beside the word as in parentheses
        ("vg", "【コスト】[【カウンターブラスト】(1)]", "【コスト】[【カウンターブラスト】1]"),
        ("vg", "【コスト】[【カウンターブラスト】(1)]", "【コスト】[【カウンターブラスト】1枚]"),
    ],
)
def test_a_payment_number_written_bare_in_another_game(game: str, word: str, other: str) -> None:
    head = "【起】【(V)】："
    a = _ability(game, f"{head}{word}することで、１枚引く。")
    b = _ability(game, f"{head}{other}することで、１枚引く。")
    assert a.supported, a.reason
    assert b.supported, b.reason
    assert repr(a.program) == repr(b.program)


# ------------- a stative result as the set of a value (the shared ``steps.set_value``):
# 「Xの攻撃力をNにする」 = 「Xの攻撃力はNになる」 = 「…Nとなる」 (8.9.1.3); the values a game lets
# be set are its data (``Vocab.set_stats``)


@pytest.mark.parametrize(
    "effect",
    [
        "このターン中、あなたのリングのカードを1枚選び、そのカードの攻撃力を5000にする。",
        "このターン中、あなたのリングのカードを1枚選び、そのカードの攻撃力は5000になる。",
        "このターン中、あなたのリングのカードを1枚選び、そのカードの攻撃力は5000となる。",
        "あなたのリングのカードを1枚選ぶ。そのカードの攻撃力は5000になる。",
    ],
)
def test_a_value_set_on_a_chosen_card(effect: str) -> None:
    s = _use(effect)
    assert (s["千早.ap"], s["千早.dp"]) == (5000, 3000)


def test_a_value_set_of_the_defence_of_the_opponents_card() -> None:
    s = _use("相手のリングのカードを1枚選び、そのカードの防御力は1000となる。")
    assert (s["美希.ap"], s["美希.dp"]) == (2000, 1000)


def test_a_value_set_on_this_card_after_an_addition_is_a_reading() -> None:
    # 律子 +1000/+0 then 「攻撃力は3000になる」: whether the set overrides the addition is the
    # audit's set_after_addition (8.9.1.3 / 8.9.1.4 / 8.9.1.8)
    r = resolve(loads(USE % "このカードを+1000/+0する。その後、このカードの攻撃力は3000になる。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert "8.9.1.3" in r.decided_by


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # a continuous set is read since round 26 (``statics``, test_vs_rules_r26.py)
        ("[ベンチ][このカードをレストする]このカードのレベルを3にする。", "level"),
        (
            "[ベンチ][このカードをレストする]あなたのベンチのカードすべての攻撃力を0にする。",
            "every bench / field card",
        ),
    ],
)
def test_value_sets_that_stay_refused(text: str, why: str) -> None:
    a = _ability("vs", text)
    assert not a.supported and why in a.reason


@pytest.mark.parametrize(
    ("game", "a", "b"),
    [
        (
            "vg",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワーを30000にする。",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワーは30000となる。",
        ),
    ],
)
def test_the_result_marked_by_to_in_another_game(game: str, a: str, b: str) -> None:
    x, y = _ability(game, a), _ability(game, b)
    assert x.supported and y.supported
    assert repr(x.program) == repr(y.program)


# ------------- 「（フェイズ）の終わりに」 (8.1.1.2.1): the trigger condition occurs as the phase is
# left, before the next begins (``turn.phase_over``), said unsettled (phase_end_timing)

PHASES = """\
game: vs
title: t
turn: {player: A, number: 6, phase: %s, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions: %s
ask: [A.hand, 千早.ap]
"""


def _phases(text: str, start: str, actions: str):
    return resolve(loads(PHASES % (start, text, actions)))


@pytest.mark.parametrize(
    ("text", "start", "actions", "hand"),
    [
        # the energy phase left for the chara phase: triggers, the draw done
        (
            "[ベンチ]あなたのエネルギーフェイズの終わりに、あなたは1枚引く。",
            "draw",
            "[{do: energy_phase}, {do: chara_phase}]",
            1,
        ),
        # with no owner, and 「自分の」 drawing
        (
            "[ベンチ]エネルギーフェイズの終わりに、あなたは1枚引く。",
            "draw",
            "[{do: energy_phase}, {do: chara_phase}]",
            1,
        ),
        # the phase not left yet (the ruling stops in it): nothing
        (
            "[ベンチ]あなたのエネルギーフェイズの終わりに、あなたは1枚引く。",
            "draw",
            "[{do: energy_phase}]",
            0,
        ),
        # another phase's end: not this one
        (
            "[ベンチ]あなたのアビリティフェイズの終わりに、あなたは1枚引く。",
            "draw",
            "[{do: energy_phase}, {do: chara_phase}]",
            0,
        ),
        # the opponent's phase: not in A's turn (6.1.1)
        (
            "[ベンチ]相手のエネルギーフェイズの終わりに、あなたは1枚引く。",
            "draw",
            "[{do: energy_phase}, {do: chara_phase}]",
            0,
        ),
        # the chara phase left for the ability phase
        (
            "[ベンチ]キャラフェイズの終わりに、あなたは1枚引く。",
            "chara",
            "[{do: ability_phase}]",
            1,
        ),
    ],
)
def test_a_phase_end_trigger(text: str, start: str, actions: str, hand: int) -> None:
    r = _phases(text, start, actions)
    left = [s.ja for s in r.main.trace.steps if "フェイズの終わり" in s.ja]
    assert left  # the phase left is marked (a technique on it is in play)
    assert r.outcome["state"]["A.hand"] == hand
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    if hand:
        assert "8.1.1.2.1" in r.decided_by
    # the reading is said wherever the technique is in force — unless both readings were run
    # at the phase's end and agree (round 29: phase_end_timing is a reading choice point, said
    # only where the outcome differs)
    assert any(w.kind == "ambiguity" and "8.1.1.2.1" in w.clauses for w in r.warnings()) or any(
        "8.1.1.2.1" in cl for cl in r.silent_points()
    )


def test_the_attack_phase_end_before_the_end_phase() -> None:
    text = "[ベンチ]あなたのアタックフェイズの終わりに、あなたは1枚引く。"
    r = _phases(text, "attack", "[{do: end_phase}]")
    assert r.outcome["state"]["A.hand"] == 1


def test_no_phase_end_marked_without_a_technique_on_it() -> None:
    r = _phases(
        "[ベンチ]エネルギーフェイズの始めに、あなたは1枚引く。",
        "draw",
        "[{do: energy_phase}, {do: chara_phase}]",
    )
    assert r.outcome["state"]["A.hand"] == 1  # the start trigger, as before
    assert not any("フェイズの終わり" in s.ja for s in r.main.trace.steps)
    assert not any(w.kind == "ambiguity" and "8.1.1.2.1" in w.clauses for w in r.warnings())


# ------------- 「相手の起動能力（の技）を1つ選び、キャンセルする / 打ち消す」: a cancel's choice of a
# kind of ability (8.1.1: 起動 / 自動 / 永続), read as the condition it states (8.5.1.3.1, 12.1.1)

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    hand: [{name: 真, level: 1, ap: 1000, dp: 1000, text: "%s"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, 真.zone]
"""


@pytest.mark.parametrize(
    ("effect", "cancelled"),
    [
        ("相手の起動能力の技を1つ選び、キャンセルする。", True),
        ("相手の起動能力を1つ選び、それをキャンセルする。", True),
        ("相手の起動能力を1つ選び、打ち消す。", True),
        ("相手の技を1つ選び、キャンセルする。", True),  # the neighbour with no kind said
        # another kind: 春香's activated technique cannot be chosen (8.5.1.3.1)
        ("相手の自動能力の技を1つ選び、キャンセルする。", False),
        ("相手の永続能力を1つ選び、キャンセルする。", False),
    ],
)
def test_a_cancel_of_a_kind_of_ability(effect: str, cancelled: bool) -> None:
    text = "{cancel}【待った】《学園》[手札][このカードを控え室に置く]" + effect
    r = resolve(loads(CANCEL % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    if cancelled:
        assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
        assert "8.5.1.3.1" in r.decided_by
    else:
        assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}


# ------------- 「（このターン中、）そのカードはサポートできない」 in a one-shot technique: an effect on
# the card (7.1.3.1.1, 8.2.1.2), read when a support would choose it (1.3.3)

SUPPORT = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      center: {name: 春香, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
  - {do: attack, support: 春香}
choices:
  - {player: A, at: choose, choose: 春香}
ask: [美希.damage, attack.supporter]
"""


@pytest.mark.parametrize(
    "effect",
    [
        "あなたのベンチのカードを1枚選び、このターン中、そのカードはサポートできない。",
        "あなたのベンチのカードを1枚選ぶ。このターン中、そのカードはサポートできない。",
        "あなたのベンチのカードを1枚選ぶ。そのカードはサポートできない。",  # no duration: the game
    ],
)
def test_a_card_made_unable_to_support(effect: str) -> None:
    r = resolve(loads(SUPPORT % effect))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["attack.supporter"] is None
    assert "7.1.3.1.1" in r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_the_neighbour_without_the_prohibition_supports() -> None:
    r = resolve(loads(SUPPORT % "あなたのベンチのカードを1枚選ぶ。"))
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["attack.supporter"] == "春香"


@pytest.mark.parametrize(
    "effect",
    [
        # (a card made unable to attack: read since, test_vs_cardtext_r25b)
        # a card never chosen: which one is not said
        "このターン中、相手のベンチのカードはサポートできない。",
    ],
)
def test_card_prohibitions_that_stay_refused(effect: str) -> None:
    a = _ability("vs", f"[ベンチ][このカードをレストする]{effect}")
    assert not a.supported and a.reason


# ------------- the passive continuative 「…され、」 / 「…置かれ、」 (grammar form passive_cont, before
# a comma only): the passive and then, as the active 「…し、」 / 「…置き、」


@pytest.mark.parametrize(
    ("passive", "active"),
    [
        (
            "相手のベンチのカードを1枚選ぶ。そのカードは控え室に置かれ、あなたは1枚引く。",
            "相手のベンチのカードを1枚選ぶ。そのカードを控え室に置き、あなたは1枚引く。",
        ),
        (
            "このターン中、あなたのリングのカードは+1000/+0され、あなたは1枚引く。",
            "このターン中、あなたのリングのカードを+1000/+0し、あなたは1枚引く。",
        ),
    ],
)
def test_a_passive_continuative_step(passive: str, active: str) -> None:
    assert _use(passive) == _use(active)


def test_the_passive_continuative_in_the_grammar() -> None:
    from grammar import ast as A
    from grammar.parse import parse_card

    r = parse_card(
        "[リング]このカードがアタックした時、このカードは+1000/+0され、あなたは1枚引く。", "vs"
    )
    first = r.card.abilities[0].effect.sentences[0].steps[0].body
    assert first.form is A.Form.PASSIVE_CONT
    # not before a comma: the other passive forms, as before
    r = parse_card("[リング]このカードがリタイヤ置場に置かれた時、あなたは1枚引く。", "vs")
    assert r.ok and not r.unparsed
