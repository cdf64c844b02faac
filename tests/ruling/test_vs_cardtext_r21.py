"""vs card-text constructions read in round 20 (s16vs, issue 12), by construction, each with what
it does on a board."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card


def _reason(text: str) -> str:
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    return "" if ab.supported else ab.reason


# -------------------------------- 「この効果は<期間>有効。」: the span of the sentence before it

USE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 3000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
ask: [美希.ap, 美希.dp]
"""


@pytest.mark.parametrize(
    "effect",
    [
        "相手のリングのカードを-1000/-1000する。この効果はこのターン中有効。",
        "相手のリングのカードを選び、-1000/-1000する。この効果はこのターン中有効。",
        "相手のリングのカードを-1000/-1000する。この効果はこのターン中有効",  # no final 「。」
    ],
)
def test_this_effect_is_valid_for_a_span_gives_the_change_its_span(effect: str) -> None:
    """「A。この効果はこのターン中有効。」 is 「このターン中、A。」: the change is made and lasts
    the turn (before: the sentence, a nominal predicate, refused the technique)."""
    r = resolve(loads(USE % f"[ベンチ][このカードをレストする]{effect}"))
    assert r.outcome["state"] == {"美希.ap": 2000, "美希.dp": 2000}


def test_this_effect_is_valid_is_the_same_as_the_span_written_before() -> None:
    """The program is the one of the span written before the effect."""
    a = abilities_of(
        "vs",
        Card(
            uid="c",
            owner="A",
            text="[ベンチ][このカードをレストする]相手のリングのカードを-1000/-0する。この効果はこのターン中有効。",
        ),
    )[0]
    b = abilities_of(
        "vs",
        Card(
            uid="c",
            owner="A",
            text="[ベンチ][このカードをレストする]このターン中、相手のリングのカードを-1000/-0する。",
        ),
    )[0]
    assert a.supported and b.supported
    assert a.program.ops == b.program.ops
    assert a.program.ops[0].until == "turn"


SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: {name: 雪歩, text: "{surprise}[相手のカードがアタックした時]→相手のリングのカードを-2000/-0する。この効果はこのアタック中有効。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, choose: yes, at: surprise}
ask: [B.ring, B.retire]
"""


def test_this_effect_is_valid_for_this_attack_on_a_surprise() -> None:
    """A surprise's 「…を-2000/-0する。この効果はこのアタック中有効。」: 千早 attacks with 1000,
    美希 (defence 3000) stays in the ring."""
    r = resolve(loads(SURPRISE))
    assert r.outcome["state"]["B.ring"] == ["美希"]
    assert r.outcome["state"]["B.retire"] in (0, [])


@pytest.mark.parametrize(
    "text",
    [
        # a draw does not last: the span would be dropped
        "[ベンチ][このカードをレストする]あなたは1枚引く。この効果はこのターン中有効。",
        # nothing before it
        "[ベンチ][このカードをレストする]この効果はこのターン中有効。",
        # the step before has its own span
        "[ベンチ][このカードをレストする]このアタック中、相手のリングのカードを-1000/-0する。この効果はこのターン中有効。",
    ],
)
def test_this_effect_is_valid_after_no_lasting_effect_is_refused(text: str) -> None:
    assert _reason(text)


# -------------------------------- a cancel printed as its condition alone (8.5.1.3.1, 12.1.1)

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, level: %d, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
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

CONDITIONS = [
    "{cancel}[手札][このカードを控え室に置く]相手のレベル2以下のカードの技",
    "{cancel}[手札][このカードを控え室に置く]相手のレベル2以下のカードの技。",
    "【待った】《学園》{cancel}[手札][このカードを控え室に置く]相手のレベル2以下のカードの技",
]


@pytest.mark.parametrize("text", CONDITIONS)
def test_a_cancel_printed_as_its_condition_cancels_a_technique_meeting_it(text: str) -> None:
    """「{cancel}[手札][コスト]相手のレベル2以下のカードの技」: the text is the condition of what
    the cancel chooses (8.5.1.3.1's examples are printed so): 春香 (level 1) has its technique
    cancelled — A draws nothing (before: a nominal predicate, refused)."""
    r = resolve(loads(CANCEL % (1, text)))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert "8.5.1.3.1" in r.decided_by


@pytest.mark.parametrize("text", CONDITIONS[:1])
def test_a_cancel_printed_as_its_condition_chooses_only_what_meets_it(text: str) -> None:
    """Neighbour: 春香 of level 3 does not meet it — no technique can be chosen, the cancel is
    not used, A draws."""
    r = resolve(loads(CANCEL % (3, text)))
    assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}


def test_a_technique_noun_phrase_without_the_cancel_mark_is_refused() -> None:
    """Only the cancel mark makes a technique's noun phrase its condition."""
    assert _reason("[手札][このカードを控え室に置く]相手のレベル2以下のカードの技")


# -------------------------- a trigger by the attack: 「このカードのアタックで…置かれた時」 (7.1.5.4)

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: %d, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""

BY_MY_ATTACK = [
    "[リング]このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
    "【略奪】《剛力》[リング]このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
    "[リング]このカードのアタックで、相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
]


@pytest.mark.parametrize("text", BY_MY_ATTACK)
def test_my_attack_retiring_the_opponents_ring_card_triggers(text: str) -> None:
    """千早 (attack 3000) retires 美希 (defence 3000) in the attack resolution step (7.1.5.4):
    「このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時」 triggers, A draws
    (before: 「このカードのアタック」 as a means was refused)."""
    r = resolve(loads(ATTACK % (text, 3000, "")))
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 0}
    assert "7.1.5.4" in r.decided_by


@pytest.mark.parametrize("text", BY_MY_ATTACK[:1])
def test_my_attack_not_retiring_does_not_trigger(text: str) -> None:
    """Neighbour: 美希's defence 5000 — it stays, nothing triggers."""
    r = resolve(loads(ATTACK % (text, 5000, "")))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0}


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックによってリタイヤ置場に置かれた時、あなたは1枚引く。",
        "[リング]このカードがアタックでリタイヤ置場に置かれた時、あなたは1枚引く。",
    ],
)
def test_this_card_retired_by_an_attack_triggers(text: str) -> None:
    """The attacked card's own 「このカードがアタックによってリタイヤ置場に置かれた時」: 美希,
    retired by 千早's attack (7.1.5.4), triggers from the ring it left (8.1.1.2.1): B draws."""
    r = resolve(loads(ATTACK % ("", 3000, text)))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 1}


PARTNER = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, title: 歌姫, partner_name: 春香, partner_title: 親友, ap: 1000, dp: 2000, text: "[リング]このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"}
    bench: {left: {name: 春香, title: 親友, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, 美希.zone]
"""


def test_a_partner_attack_retiring_the_card_is_by_the_attack_too() -> None:
    """A partner attack puts 美希 in the retire zone whatever the damage (7.1.5.2): that is the
    attack's doing, and the trigger triggers."""
    r = resolve(loads(PARTNER))
    assert r.outcome["state"] == {"A.hand": 1, "美希.zone": "B.retire"}


EFFECT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 3000, dp: 2000, text: "[リング]このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、相手のリタイヤ置場に置く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
ask: [A.hand, 美希.zone]
"""


def test_a_ring_card_retired_by_an_effect_is_not_by_the_attack() -> None:
    """Neighbour: 美希 put in the retire zone by a technique, not by an attack: read, and it
    does not trigger."""
    r = resolve(loads(EFFECT))
    assert r.outcome["state"] == {"A.hand": 0, "美希.zone": "B.retire"}


@pytest.mark.parametrize(
    "text",
    [
        # another ring than the opponent's
        "[リング]このカードのアタックであなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
        # an act the runtime does not read as a means
        "[リング]このカードのサポートで相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
    ],
)
def test_other_events_by_an_attack_are_refused(text: str) -> None:
    assert _reason(text)


# ---------------------------------- 「このカードのアタックの終わりに」: 7.1.6.1 of this card's attack

END = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""

AT_END = [
    "[リング]このカードのアタックの終わりに、あなたは1枚引く。",
    "【殲滅光】《兵器》[リング]このカードのアタックの終わりに、あなたは1枚引く。",
    "[リング]このカードのアタックの終了時、あなたは1枚引く。",
]


@pytest.mark.parametrize("text", AT_END)
def test_at_the_end_of_this_cards_attack_triggers_for_the_attacking_card(text: str) -> None:
    """千早 attacks: at the attack end step (7.1.6.1) its 「このカードのアタックの終わりに」
    triggers, A draws (before: the timing was refused)."""
    r = resolve(loads(END % (text, "")))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "7.1.6.1" in r.decided_by


def test_at_the_end_of_this_cards_attack_does_not_trigger_for_another_card() -> None:
    """Neighbour: on the supporting bench card ([ベンチ]), which did not attack (4.14.1): read,
    and it does not trigger."""
    text = "[ベンチ]このカードのアタックの終わりに、あなたは1枚引く。"
    r = resolve(loads(END % ("", text)))
    assert r.outcome["state"] == {"A.hand": 0}


# --------------------------- 「あなたのリングのこのカード」 in a [リング] technique: このカード

THIS = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 手札一}]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions: %s
ask: [千早.ap, 千早.dp]
"""


def test_this_card_in_your_ring_in_a_ring_technique_is_this_card() -> None:
    """「[リング][コスト]このターン中、あなたのリングのこのカードを+2000/+0する。」: the card is
    described by its technique's own [領域] — this card (before: refused for the words beside
    「このカード」)."""
    text = "[リング][あなたの手札を1枚控え室に置く]このターン中、あなたのリングのこのカードを+2000/+0する。"
    r = resolve(loads(THIS % (text, "[{do: ability_phase, actions: [{do: use, card: 千早}]}]")))
    assert r.outcome["state"] == {"千早.ap": 3000, "千早.dp": 2000}


def test_this_card_in_your_ring_in_a_continuous_ring_technique() -> None:
    text = "[リング]あなたのリングのこのカードを+0/+1000する。"
    r = resolve(loads(THIS % (text, "[]")))
    assert r.outcome["state"] == {"千早.ap": 1000, "千早.dp": 3000}


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ]あなたのリングのこのカードを+0/+1000する。",  # not its [領域]
        "[リング]相手のリングのこのカードを+0/+1000する。",  # not the master's
    ],
)
def test_this_card_in_another_zone_than_the_area_is_refused(text: str) -> None:
    assert _reason(text)


# ---------- a selection-type replacement: 「かわりに[選択]してよい。そうしたら、[行動B]」 (8.2.1.3.2)

REPL = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: %s
    energy: %s
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 春香}
choices: %s
ask: [美希.zone]
"""

TO_HAND = [
    "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたはエネルギー2枚をレストしてよい。そうしたら、このカードを手札に戻す。",
    "【脱出装置】《飛行》[リング]このカードがリタイヤ置場に置かれる時、かわりにエネルギーを2枚レストしてよい。そうしたら、このカードを手札に戻す。",
]
TWO = "[{uid: BE1, state: stand}, {uid: BE2, state: stand}]"
ONE = "[{uid: BE1, state: stand}, {uid: BE2, state: rest}]"
YES = "[{player: B, at: replacement_optional, choose: yes}]"
NO = "[{player: B, at: replacement_optional, choose: no}]"


@pytest.mark.parametrize("text", TO_HAND)
def test_the_selection_made_the_card_goes_to_the_hand_instead(text: str) -> None:
    """美希 would be retired by the attack (7.1.5.4): B rests two energy (the selection), and
    美希 goes to the hand instead (8.2.1.3.2, 8.10.1) — before: refused."""
    r = resolve(loads(REPL % ("0", TWO, text, YES)))
    assert r.outcome["state"] == {"美希.zone": "B.hand"}
    assert "8.2.1.3.2" in r.decided_by


@pytest.mark.parametrize("text", TO_HAND[:1])
def test_the_selection_declined_the_card_is_retired(text: str) -> None:
    r = resolve(loads(REPL % ("0", TWO, text, NO)))
    assert r.outcome["state"] == {"美希.zone": "B.retire"}


@pytest.mark.parametrize("text", TO_HAND[:1])
def test_a_selection_that_cannot_be_made_does_not_apply(text: str) -> None:
    """One standing energy only: the selection cannot be made in full, the replacement does not
    apply (8.10.3) and 美希 is retired."""
    r = resolve(loads(REPL % ("0", ONE, text, YES)))
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert "8.10.3" in r.decided_by


NOT_PUT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、相手のリタイヤ置場に置く。"}}
  B:
    deck: 10
    hand: [{name: 手札一}]
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードは置かれない。"}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices: [{player: B, at: replacement_optional, choose: yes}]
ask: [美希.zone, 手札一.zone]
"""


def test_the_card_is_not_put_there_at_all() -> None:
    """「かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードは置かれない。」: put in
    the retire zone by a technique, 美希 stays in the ring, the hand card in the waiting room
    (nothing else happens instead)."""
    r = resolve(loads(NOT_PUT))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "手札一.zone": "B.waiting"}


def test_not_put_there_keeps_no_damage_off_it() -> None:
    """Neighbour: retired by the attack's damage (7.1.5.4), 美希 is not put there — but its
    damage still reaches its defence, and the rule process retires it at the next check timing
    (9.4.1), the hand now empty: the selection cannot be made (8.10.3)."""
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードは置かれない。"
    r = resolve(loads(REPL % ("[{name: 手札一}]", "[]", text, YES)))
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert {"9.4.1", "8.10.3"} <= set(r.decided_by)


@pytest.mark.parametrize(
    "text",
    [
        # another player makes the selection
        "[リング]このカードがリタイヤ置場に置かれる時、かわりに相手はエネルギー2枚をレストしてよい。そうしたら、このカードを手札に戻す。",
        # a replacing action the engine does not route (a put of another card; 「あなたは1枚引く」
        # runs since round 27, tests/ruling/test_vs_cardtext_r27.py)
        "[リング]このカードがリタイヤ置場に置かれる時、かわりにエネルギーを2枚レストしてよい。そうしたら、相手のリングのカードを選び、控え室に置く。",
        # not optional: no selection
        "[リング]このカードがリタイヤ置場に置かれる時、かわりにエネルギーを2枚レストする。そうしたら、このカードを手札に戻す。",
    ],
)
def test_other_selection_type_replacements_are_refused(text: str) -> None:
    assert _reason(text)


def test_a_replacement_applies_to_an_effects_move_to_the_retire_zone() -> None:
    """「このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。」 applies when a technique
    puts the card there, as when the rules do (8.10.1; before, only the rules' moves — the
    attack's, a rule process's — were routed through it)."""
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。"
    src = NOT_PUT.replace(
        "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードは置かれない。",
        text,
    ).replace("choices: [{player: B, at: replacement_optional, choose: yes}]\n", "")
    r = resolve(loads(src))
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "手札一.zone": "B.hand"}
    assert "8.10.1" in r.decided_by


# ------------------------------ 「…見て、1枚を手札に加え、残りを控え室に置く」 (the rest elsewhere)

LOOK = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 一}, {name: 二}, {name: 三}, {name: 四}, 6]
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices:
  - {player: A, at: choose_card, choose: 二}
ask: [一.zone, 二.zone, 三.zone, 四.zone]
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        (
            "[ベンチ][このカードをレストする]あなたは自分の山札を上から3枚見て、カードを1枚選び、手札に加え、残りのカードを控え室に置く。",
            "waiting",
        ),
        (
            "【星占い】《術》[ベンチ][このカードをレストする]あなたは自分の山札の上から3枚を見て、1枚を手札に加え、残りを控え室に置く。",
            "waiting",
        ),
        (
            "[ベンチ][このカードをレストする]あなたは自分の山札を上から3枚見て、1枚を選び、手札に加え、残りをリタイヤ置場に置く。",
            "retire",
        ),
    ],
)
def test_the_rest_of_the_cards_looked_at_put_in_the_waiting_room(text: str, zone: str) -> None:
    """The three top cards looked at (4.11.2), 二 chosen to the hand, 一 and 三 to the zone
    printed; 四 stays in the deck (before: only 「残りを…山札の上 / 下に置く」 was read)."""
    r = resolve(loads(LOOK % text))
    assert r.outcome["state"] == {
        "一.zone": f"A.{zone}",
        "二.zone": "A.hand",
        "三.zone": f"A.{zone}",
        "四.zone": "A.deck",
    }


# ------------------ 「（あなた|相手）のベンチのカードすべてを+A/+B」 in force (8.1.1.4, 3.3.3)

BENCHES = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}, right: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
actions: []
ask: [春香.ap, 春香.dp, 律子.ap, 律子.dp, 千早.ap, 真.ap]
"""


def test_every_bench_card_of_the_master_is_changed_while_in_force() -> None:
    """「[リング]あなたのベンチのカードすべてを+1000/+0する。」: both of A's bench cards, not the
    ring card, not B's (before: refused as a change of cards not on the field)."""
    r = resolve(
        loads(
            BENCHES
            % ("【会長命令】《学園》[リング]あなたのベンチのカードすべてを+1000/+0する。", "")
        )
    )
    assert r.outcome["state"] == {
        "春香.ap": 2000,
        "春香.dp": 1000,
        "律子.ap": 2000,
        "律子.dp": 1000,
        "千早.ap": 1000,
        "真.ap": 1000,
    }
    assert "8.1.1.4" in r.decided_by


def test_every_bench_card_from_a_field_technique_on_the_bench() -> None:
    """「[フィールド]…+0/+500」 on 春香, on the bench (3.3.1: the field): itself and 律子."""
    r = resolve(loads(BENCHES % ("", "[フィールド]あなたのベンチのカードすべてを+0/+500する。")))
    assert r.outcome["state"]["春香.dp"] == 1500
    assert r.outcome["state"]["律子.dp"] == 1500


def test_every_opponent_bench_card() -> None:
    r = resolve(loads(BENCHES % ("[リング]相手のベンチのカードすべてを-500/-0する。", "")))
    assert r.outcome["state"]["真.ap"] == 500
    assert r.outcome["state"]["春香.ap"] == 1000


@pytest.mark.parametrize(
    "text",
    [
        # a one-shot change of the bench cards of a kind (round 49, s46vsF: moved from 「ベンチの
        # カードすべて」, which now runs — tests/ruling/test_vs_r49_zone_cards_unchosen.py)
        "[リング][あなたの手札を1枚控え室に置く]あなたのベンチの《学園》のカードすべてを+1000/+0する。",
        # round 21 (s17vs): 「…のベンチのカードを+1000/+0する」 with no すべて is read as every
        # card of the bench — no 「選び」 is written (1.3.5.1 gives an omitted number to a choice
        # only) — tests/ruling/test_vs_rules_r22.py; a number with no 「選び」 stays refused
        "[リング]あなたのベンチのカード1枚を+1000/+0する。",
    ],
)
def test_other_bench_changes_stay_refused(text: str) -> None:
    assert _reason(text)


# ---------- the attacking / supporting card described by its zone (7.1.3.1, 7.1.3.2, 4.14.1)

SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, B.hand]
"""


@pytest.mark.parametrize(
    ("text", "state"),
    [
        (
            "【帝国の威光】《指揮》[リング]相手のベンチのカードがサポートした時、このアタック中、相手のリングのカードを-1000/-0する。",
            {"美希.zone": "B.ring", "B.hand": 0},
        ),
        (
            "[リング]相手のリングのカードがアタックした時、あなたは1枚引く。",
            {"美希.zone": "B.retire", "B.hand": 1},
        ),
    ],
)
def test_the_supporting_bench_card_and_the_attacking_ring_card(text: str, state: dict) -> None:
    """「相手のベンチのカードがサポートした時」 is 「相手のカードがサポートした時」 (only a bench card
    supports, 7.1.3.1); 「相手のリングのカードがアタックした時」, 「相手のカードがアタックした時」 (the
    ring card attacks, 7.1.3.2) — before: refused for the zone word."""
    r = resolve(loads(SUPPORTED % text))
    assert r.outcome["state"] == state


def test_a_bench_card_attacking_is_refused() -> None:
    assert _reason("[リング]相手のベンチのカードがアタックした時、あなたは1枚引く。")


# ------------------ 「あなたのリタイヤ置場の《X》と同じ枚数」: the cards of one attribute counted

SAME = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 手札一}]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング][あなたの手札を1枚控え室に置く]あなたは相手のフィールドのカードを、あなたのリタイヤ置場の《術》と同じ枚数選び、相手の控え室に置く。"}
    retire: [{name: 退一, attribute: 術}, {name: 退二, attribute: %s}, {name: 退三, attribute: 歌}]
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}, right: {name: 雪歩, ap: 1000, dp: 1000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 千早}]}
choices:
  - {player: A, at: choose_card, choose: 真}
  - {player: A, at: choose_card, choose: 雪歩}
ask: [真.zone, 雪歩.zone]
"""


def test_as_many_as_the_cards_of_an_attribute_in_the_retire_zone() -> None:
    """Two of A's retired cards hold 《術》 (2.15.1): two of B's field cards are chosen and put in
    the waiting room (before: the count's 《X》 refused it)."""
    r = resolve(loads(SAME % "術"))
    assert r.outcome["state"] == {"真.zone": "B.waiting", "雪歩.zone": "B.waiting"}
    assert "2.15.1" in r.decided_by


def test_as_many_as_counts_only_the_attribute() -> None:
    """Neighbour: one holds 《術》 — one card is chosen."""
    r = resolve(loads(SAME % "歌"))
    assert r.outcome["state"] == {"真.zone": "B.waiting", "雪歩.zone": "B.bench.right"}


FEWER = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、相手のリタイヤが、あなたのリタイヤ置場の《治療》のカードより少ないなら、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
    retire: [{name: 退一, attribute: 治療}, {name: 退二, attribute: %s}, {name: 退三, attribute: 歌}]
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
    retire: [{name: B退}]
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(("second", "draws"), [("治療", 1), ("歌", 0)])
def test_a_count_compared_with_the_cards_of_an_attribute(second: str, draws: int) -> None:
    """B's one retired card against A's retired 《治療》 cards (2.15.1): fewer than two draws;
    not fewer than one does not (before: the 《X》 refused the comparison)."""
    r = resolve(loads(FEWER % second))
    assert r.outcome["state"] == {"A.hand": draws}
    assert "2.15.1" in r.decided_by


# ------------------------ 「（あなた|相手）のベンチのカードをすべて（スタンド|レスト）する」 (4.9.1)

ALL_STAND = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000, state: rest}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: 春香}
ask: [春香.state, 律子.state, 真.state]
"""


def test_every_bench_card_stood_at_the_start_of_the_attack_phase() -> None:
    """「あなたのアタックフェイズの始めに、あなたのベンチのカードをすべてスタンドする。」: 律子
    (rested) stands before 春香 supports (7.1.2.1; before: refused)."""
    text = "【星の歌】《歌》[リング]あなたのアタックフェイズの始めに、あなたのベンチのカードをすべてスタンドする。"
    r = resolve(loads(ALL_STAND % text))
    assert r.outcome["state"] == {"春香.state": "rest", "律子.state": "stand", "真.state": "stand"}


def test_every_opponent_bench_card_rested() -> None:
    text = "[リング]このカードがアタックした時、相手のベンチのカードをすべてレストする。"
    r = resolve(loads(ALL_STAND % text))
    assert r.outcome["state"]["真.state"] == "rest"
    assert r.outcome["state"]["律子.state"] == "rest"  # A's own, untouched


# --------------------- 「相手のベンチのスタンドしているカード1枚につき」: a count by state (4.9.1)

PER_STATE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]%s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}, center: {name: 雪歩, ap: 1000, dp: 1000, state: rest}, right: {name: 律子, ap: 1000, dp: 1000}}
actions: []
ask: [千早.ap]
"""


@pytest.mark.parametrize(
    ("text", "ap"),
    [
        ("相手のベンチのスタンドしているカード1枚につき、このカードを+1000/+0する。", 3000),
        ("相手のベンチのレストしているカード1枚につき、このカードを+1000/+0する。", 2000),
    ],
)
def test_per_card_of_a_bench_in_a_state(text: str, ap: int) -> None:
    """Two of B's bench cards stand, one is rested: only those in the state printed count
    (before: the state refused the count)."""
    r = resolve(loads(PER_STATE % text))
    assert r.outcome["state"] == {"千早.ap": ap}


# ----------------- 「あなたは自分の手札を1枚控え室に置いてよい。そうしたら、…」 (8.1.1.5, 3.7.2)

DISCARD = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: %s
    ring: {name: 千早, ap: 2000, dp: 2000, text: "【報酬次第】《海賊》[リング]このカードがアタックした時、あなたは自分の手札を1枚控え室に置いてよい。そうしたら、このアタック中、このカードを+2000/+1000する。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 4000}
actions:
  - {do: attack, support: 春香}
choices: %s
ask: [美希.zone, A.waiting]
"""


def test_a_hand_card_put_there_then_the_change() -> None:
    """A puts 手札一 in the waiting room, and so 千早 attacks with 4000: 美希 (defence 4000) is
    retired (before: 「手札を1枚控え室に置く」 in an effect was refused)."""
    r = resolve(
        loads(
            DISCARD
            % (
                "[{name: 手札一}]",
                "[{player: A, at: optional, choose: yes}, {player: A, at: choose_card, choose: 手札一}]",
            )
        )
    )
    assert r.outcome["state"] == {"美希.zone": "B.retire", "A.waiting": 1}


def test_declined_or_with_no_hand_card_the_change_does_not_follow() -> None:
    """Declined, or with no hand card (1.3.2: nothing is done), 「そうしたら」 does not follow."""
    no = resolve(loads(DISCARD % ("[{name: 手札一}]", "[{player: A, at: optional, choose: no}]")))
    assert no.outcome["state"] == {"美希.zone": "B.ring", "A.waiting": 0}
    empty = resolve(loads(DISCARD % ("[]", "[{player: A, at: optional, choose: yes}]")))
    assert empty.outcome["state"]["美希.zone"] == "B.ring"


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックした時、あなたは自分の手札を2枚控え室に置いてよい。そうしたら、あなたは1枚引く。",
        # 「相手は自分の手札を1枚控え室に置く」 runs since round 29: the opponent's pick among its
        # own hand (8.6.11, 3.7.2; test_vs_cardtext_r29)
    ],
)
def test_other_hand_puts_stay_refused(text: str) -> None:
    assert _reason(text)


# ----------------------------- 「このカードが（手札から）ベンチに置かれた時」 (8.6.6, 3.3.3)

ONTO_BENCH = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, level: 0, ap: 1000, dp: 1000, text: "%s"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {right: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: chara_phase, actions: [{do: play, card: 雪歩, to: left}]}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ]このカードが手札からベンチに置かれた時、あなたは1枚引く。",
        "[ベンチ]このカードがベンチに置かれた時、あなたは1枚引く。",
    ],
)
def test_played_onto_the_bench_triggers(text: str) -> None:
    """雪歩 played from the hand to the left bench (6.5.1.2.1): its 「このカードが（手札から）
    ベンチに置かれた時」 triggers there (8.6.6, 8.1.1.3), A draws (before: refused)."""
    r = resolve(loads(ONTO_BENCH % text))
    assert r.outcome["state"] == {"A.hand": 1}
    assert "8.6.6" in r.decided_by


def test_put_onto_the_bench_from_another_zone_than_named_does_not_trigger() -> None:
    """Neighbour: 「リングからベンチに置かれた時」 — played from the hand: read, not triggered."""
    text = "[ベンチ]このカードがリングからベンチに置かれた時、あなたは1枚引く。"
    r = resolve(loads(ONTO_BENCH % text))
    assert r.outcome["state"] == {"A.hand": 0}


# ------------------------------ 「このカードがリングにあるなら」: where this card is (8.6.5)

AT = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、このカードが%sにあるなら、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(("zone", "draws"), [("リング", 1), ("ベンチ", 0)])
def test_where_this_card_is(zone: str, draws: int) -> None:
    """「このカードがリングにあるなら」 read as the technique resolves: 千早 is in the ring, A
    draws; 「…ベンチにあるなら」 is not met (before: refused)."""
    r = resolve(loads(AT % zone))
    assert r.outcome["state"] == {"A.hand": draws}


# ------------------------------- 「…見て、山札の上か下に置く」: the deck's top or bottom (3.2.5)

TOP_OR_BOTTOM = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 一}, {name: 二}, {name: 三}]
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分の山札を上から1枚見て、山札の上か下に置く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices: [{player: A, choose: %s}]
ask: [一.zone]
"""


@pytest.mark.parametrize(
    ("pick", "deck"), [("山札の下", ["二", "三", "一"]), ("山札の上", ["一", "二", "三"])]
)
def test_the_card_looked_at_to_the_top_or_the_bottom(pick: str, deck: list[str]) -> None:
    """「山札の上か下」: a position alone after a place with one is of the same zone (shared
    ``steps._alternatives``); the master's pick (before: refused)."""
    r = resolve(loads(TOP_OR_BOTTOM % pick))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == deck


@pytest.mark.parametrize(("attr", "hand", "where"), [("策謀", 0, "B.waiting"), ("歌", 1, "B.hand")])
def test_a_cancel_of_a_techniques_effect(attr: str, hand: int, where: str) -> None:
    """「相手の《策謀》技の効果をキャンセルする」: the technique whose effect it is, chosen in the
    resolution zone (8.5.1.3.1); 春香's technique of 《策謀》 is cancelled, of another attribute
    not (before: 「…の効果」 refused)."""
    cancel = "{cancel}[手札][このカードを控え室に置く]相手の《策謀》技の効果をキャンセルする。"
    text = f"【企み】《{attr}》[ベンチ][このカードをレストする]あなたは1枚引く。"
    src = CANCEL.replace('"[ベンチ][このカードをレストする]あなたは1枚引く。"', f'"{text}"') % (
        1,
        cancel,
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": hand, "真.zone": where}
