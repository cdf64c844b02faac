"""VG card-text constructions of round 19 (s15vg; issue 12), docs/cardtext.md "VG round 19
(s15vg)": each construction on a minimal text of its own and a board, with its neighbours (another
verb, zone, count, wording) and a counterpart that must not do it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, vg_card_board
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, ATTACK, run, value

BACK = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}"


# ------------------------------------------------ 「…が１枚もいない / ない」: none at all


@pytest.mark.parametrize(
    "cond",
    [
        "あなたの後列のリアガードが１枚もいないなら",
        "あなたの後列にリアガードが１枚もいないなら",
        "あなたの後列のリアガードが１枚もいない場合",
    ],
)
def test_not_even_one_is_none(cond: str) -> None:
    """「…が１枚もいないなら」: not even one, the same condition as 「…がいないなら」 — with no
    back-row rear-guard the unit has +5000, with one it has not."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋5000。"
    r = run(text)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, extra=BACK), "power") == 10000


def test_not_even_one_card_in_a_zone() -> None:
    """「あなたのドロップにカードが１枚もないなら」 (ない of a thing): with an empty drop, a draw;
    with a card in the drop, none."""
    text = "【起】【(R)】：あなたのドロップにカードが１枚もないなら、１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    full = run(text, actions=ACTIVATE, drop="[{name: 落1, type: normal, grade: 1}]")
    assert not unsupported(full) and zone(full, "A", "hand") == []


@pytest.mark.parametrize(
    "cond",
    ["相手のリアガードが１枚もいるなら", "相手のリアガードが２枚もいないなら"],
)
def test_also_with_another_count_or_positive_is_refused(cond: str) -> None:
    """「１枚もいる」 (no reading) and 「２枚もいない」 (fewer than two, or fewer than hoped?) stay
    refused with their reason."""
    r = run(f"【永】【(R)】：{cond}、このユニットのパワー＋5000。")
    assert unsupported(r)


# -------------------------------------- 「ソウルに入ったカード」: the cards a step put there


@pytest.mark.parametrize(
    "step, cond",
    [
        ("【ソウルチャージ】(1)", "ソウルに入ったカードがグレード１なら"),
        ("【ソウルチャージ】(1)", "ソウルに置かれたカードがグレード１なら"),
        ("あなたの山札の上から１枚をソウルに置く", "ソウルに入ったカードがグレード１なら"),
        ("あなたの山札の上から１枚をドロップに置く", "ドロップに入ったカードがグレード１なら"),
    ],
)
@pytest.mark.parametrize("top, power", [("山1", 13000), ("山2", 10000)])
def test_the_card_that_went_into_a_zone(step: str, cond: str, top: str, power: int) -> None:
    """「【ソウルチャージ】(1)。ソウルに入ったカードがグレード１なら、…＋3000」: the intransitive
    「入った」 names the card the step before put there, as 「置かれた」 does — grade 1 (山1 on top)
    gives +3000, grade 2 (山2) does not."""
    text = f"【起】【(R)】：{step}。{cond}、そのターン中、このユニットのパワー＋3000。"
    deck = "[{name: TOP, type: normal, grade: G}, {name: 次, type: normal, grade: 3}, 8]".replace(
        "TOP", top
    ).replace("G", "1" if top == "山1" else "2")
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r)
    assert value(r, "power") == power


@pytest.mark.parametrize("grade, hand", [(1, 2), (2, 1)])
def test_the_card_that_joined_the_hand(grade: int, hand: int) -> None:
    """「山札の上から１枚を手札に加える。手札に加わったカードがグレード１なら、１枚引く」: 加わった
    (the intransitive of 加える) names the card put into the hand."""
    text = "【起】【(R)】：あなたの山札の上から１枚を手札に加える。手札に加わったカードがグレード１なら、１枚引く。"
    deck = f"[{{name: 上, type: normal, grade: {grade}}}, {{name: 次, type: normal, grade: 3}}, 8]"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == hand


# ------------------------------ 「この能力はターン中にN回だけ発動する / 使える」 (7.15.1.3, 12.2.1.1)

RG_TWICE = (
    "  - {do: attack, attacker: left_front, target: vanguard}\n"
    "  - {do: attack, attacker: right_front, target: vanguard}"
)
SECOND_RG = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [
        ("ターン中に１回だけ発動する", 1),
        ("ターン中に２回まで発動する", 2),
        ("１ターン中に１回だけ発動する", 1),
    ],
)
def test_triggers_a_turn_said_with_during(limit: str, draws: int) -> None:
    """「この能力はターン中に１回だけ発動する」: 「ターン中に」 says what 「１ターンに」 says — two
    rear-guard attacks, one trigger (7.15.1.3); up to twice, two."""
    text = f"【自】【(V)】：あなたのリアガードがアタックした時、１枚引く。この能力は{limit}。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    r = run("", actions=RG_TWICE, vanguard=vg, opponent=strong, extra=SECOND_RG)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def _activate(times: int) -> str:
    acts = ", ".join(["{do: activate, card: 剣士}"] * times)
    return f"  - {{do: main_phase, actions: [{acts}]}}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [
        ("ターン中に１回だけ使える", 1),
        ("１ターンに１回だけ使える", 1),
        ("１ターンに２回まで使える", 2),
        ("１ターンに１回しか使えない", 1),
        ("", 3),
    ],
)
def test_uses_a_turn_of_an_activated_ability(limit: str, draws: int) -> None:
    """「【起】…１枚引く。この能力はターン中に１回だけ使える。」: played three times, it draws once
    (then it is 使えない and cannot be played, 12.2.1.1); up to twice, twice; unlimited, three."""
    text = "【起】【(R)】：１枚引く。" + (f"この能力は{limit}。" if limit else "")
    r = run(text, actions=_activate(3))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
    rejected = [r.main.trace.steps[i] for i in r.main.rejected]
    assert len(rejected) == 3 - draws
    assert all("12.2.1.1" in s.clauses for s in rejected)


@pytest.mark.parametrize(("reading", "draws"), [("", 2), ("new_card", 2), ("same_ability", 1)])
def test_a_use_limit_of_a_new_card_is_a_reading(reading: str, draws: int) -> None:
    """A unit that used its once-a-turn ability, retired and called back, is a new card (4.1.8):
    whether its text's limit counts the plays of the card before is a reading
    (``text_limit_new_card``), both run — the engine's counts afresh (two draws), the other keeps
    it used up (one)."""
    text = "【起】【(R)】：１枚引く。この能力はターン中に１回だけ使える。"
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: retire, card: 剣士}, "
        "{do: call, card: 剣士, circle: left_front, from: drop, superior: true}, "
        "{do: activate, card: 剣士}]}"
    )
    pick = f"choices:\n  - {{player: A, at: reading, choose: {reading}}}" if reading else ""
    r = run(text, actions=acts, choices=pick)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws
    if not reading:
        said = {c for w in r.warnings() if w.kind == "ambiguity" for c in w.clauses}
        assert {"12.2.1.1", "4.1.8"} <= said


def test_uses_on_an_automatic_ability_count_its_plays() -> None:
    """「【自】…。この能力はターン中に１回だけ使える」: an automatic ability is used when it is
    played and resolved (11.9.4 plays a pending one unless it is 使えない, 12.2): its plays are
    counted (round 23, s19vg3; the board tests in test_vg_cardtext_r23c.py)."""
    r = run(
        "【自】【(R)】：このユニットがアタックした時、１枚引く。この能力はターン中に１回だけ使える。"
    )
    assert not unsupported(r)


# -------------------------------- 「…が２枚以上あるなら、…。４枚以上なら、…」: an elided count


def _drop(n: int) -> str:
    return "[" + ", ".join(f"{{name: 落{i}, type: normal, grade: 1}}" for i in range(n)) + "]"


@pytest.mark.parametrize(
    "first",
    ["あなたのドロップにカードが２枚以上あるなら", "あなたのドロップが２枚以上なら"],
)
@pytest.mark.parametrize(("cards", "power"), [(1, 10000), (2, 13000), (4, 16000)])
def test_an_elided_count_counts_what_the_count_before_it_counted(
    first: str, cards: int, power: int
) -> None:
    """「あなたのドロップにカードが２枚以上あるなら、…＋3000。４枚以上なら、＋3000ではなく＋6000」:
    「４枚以上なら」 counts the cards in the drop, as the condition before it did (an existence
    condition as much as a nominal one) — one card: nothing, two: +3000, four: +6000."""
    text = (
        f"【永】【(R)】：{first}、このユニットのパワー＋3000。４枚以上なら、＋3000ではなく＋6000。"
    )
    r = run(text, drop=_drop(cards))
    assert not unsupported(r) and value(r, "power") == power


@pytest.mark.parametrize(("vg_power", "draws"), [(12000, 0), (13000, 1), (15000, 2)])
def test_an_elided_value_compares_the_value_before_it(vg_power: int, draws: int) -> None:
    """「あなたのヴァンガードのパワーが13000以上なら、１枚引く。15000以上なら、さらに１枚引く」: a
    bare number after a value condition compares the same value."""
    text = (
        "【起】【(R)】：あなたのヴァンガードのパワーが13000以上なら、１枚引く。"
        "15000以上なら、さらに１枚引く。"
    )
    vg = f"{{name: 竜, type: normal, grade: 3, power: {vg_power}}}"
    r = run(text, actions=ACTIVATE, vanguard=vg)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


def test_an_elided_count_after_a_value_stays_refused() -> None:
    """「…パワーが13000以上なら、…。５枚以上なら」: a count of cards after a value names nothing
    the condition before it counted — refused."""
    text = (
        "【永】【(R)】：あなたのヴァンガードのパワーが13000以上なら、このユニットのパワー＋3000。"
        "５枚以上なら、さらにこのユニットのパワー＋3000。"
    )
    assert unsupported(run(text))


# ------------------------------------ 「置いた枚数と同じ枚数、引く」: the count before the comma

HAND3 = (
    "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}, "
    "{name: 手3, type: normal, grade: 1}]"
)


@pytest.mark.parametrize(
    "draw",
    ["置いた枚数と同じ枚数、引く", "置いた枚数と同じ枚数引く", "その枚数と同じ枚数、引く"],
)
@pytest.mark.parametrize(
    ("hand", "put"), [(HAND3, 2), ("[{name: 手1, type: normal, grade: 1}]", 1)]
)
def test_as_many_as_were_put_with_a_comma(draw: str, hand: str, put: int) -> None:
    """「あなたの手札から２枚まで選び、ソウルに置き、置いた枚数と同じ枚数、引く」: the comma after the
    count ends a nominal clause in the grammar; the count is the draw's, as without the comma —
    two put, two drawn; one put (one in hand), one drawn."""
    text = f"【起】【(R)】：あなたの手札から２枚まで選び、ソウルに置き、{draw}。"
    pick = "choices:\n  - {player: A, choose: 手1}\n  - {player: A, choose: 手2}"
    r = run(text, actions=ACTIVATE, hand=hand, choices=pick)
    assert not unsupported(r)
    assert len(zone(r, "A", "soul")) == put
    assert len(zone(r, "A", "deck")) == 10 - put


# ------------------------------------------ 「…と同名のユニットがいる」: another card of that name

TWIN = "right_back: {name: 剣士, type: normal, grade: 2, power: 10000}"
OTHER = "right_back: {name: 弓兵, type: normal, grade: 2, power: 10000}"


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのリアガードにこのユニットと同名のユニットがいるなら",
        "このユニットと同名のあなたのリアガードが他にいるなら",
        "このユニットと同名のあなたのリアガードがいるなら",
        "あなたの他のリアガードにこのユニットと同名のユニットがいるなら",
    ],
)
@pytest.mark.parametrize(("extra", "power"), [(TWIN, 13000), (OTHER, 10000), ("", 10000)])
def test_a_unit_of_the_same_name_among_rear_guards(cond: str, extra: str, power: int) -> None:
    """「あなたのリアガードにこのユニットと同名のユニットがいるなら」: another rear-guard named as
    this one (12.6.1 compares 「複数のカード」: this unit is not of the same name as itself) — with
    a second 剣士 +3000, with a 弓兵 or alone nothing; 「…が他にいる」 says the same."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋3000。"
    r = run(text, extra=extra)
    assert not unsupported(r) and value(r, "power") == power


CHOOSE_BACK = "choices:\n  - {player: A, choose: 後衛}"


@pytest.mark.parametrize(
    "cond",
    [
        "選んだユニットと同名のユニットがあなたのリアガードにいるなら",
        "選んだユニットと同名のユニットがあなたのリアガードに他にいるなら",
        "選んだユニットと同名のあなたのリアガードがいるなら",
    ],
)
@pytest.mark.parametrize(
    ("extra", "draws"),
    [("right_back: {name: 後衛, type: normal, grade: 1, power: 7000}", 1), ("", 0)],
)
def test_a_unit_of_the_same_name_as_the_chosen_one(cond: str, extra: str, draws: int) -> None:
    """「あなたのリアガードを１枚選び、…。選んだユニットと同名のユニットがあなたのリアガードにいる
    なら、１枚引く」: the names are compared with the unit chosen (not this one) — a second 後衛:
    a draw; the chosen 後衛 alone: none."""
    text = f"【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、パワー＋1000。{cond}、１枚引く。"
    board = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}\n    " + extra
    r = run(text, actions=ACTIVATE, extra=board, choices=CHOOSE_BACK)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


# ------------------- 「そのターン中に…が退却していたなら」: a past event of this turn, said another way


RETIRE = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。\\n"
RETIRE_ALL = "【起】【(R)】：相手のリアガードすべてを退却させる。\\n"


def _then_ask(first: bool) -> str:
    acts = ["{do: activate, card: 剣士, ability: 1}"] if first else []
    acts.append("{do: activate, card: 剣士, ability: 2}")
    return f"  - {{do: main_phase, actions: [{', '.join(acts)}]}}"


@pytest.mark.parametrize(
    "when", ["このターンに", "そのターンに", "このターン中に", "そのターン中に"]
)
@pytest.mark.parametrize(("retired", "draws"), [(True, 1), (False, 0)])
def test_a_past_event_of_that_turn(when: str, retired: bool, draws: int) -> None:
    """「そのターン中に相手のリアガードが退却していたなら、１枚引く」: 「そのターンに」 /
    「このターン中に」 / 「そのターン中に」 name the turn the event is looked for in, as 「このターン
    に」 does — after B's 槍兵 was retired this turn, a draw; with none retired, none."""
    text = RETIRE + f"【起】【(R)】：{when}相手のリアガードが退却していたなら、１枚引く。"
    r = run(text, actions=_then_ask(retired))
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(("second", "draws"), [("", 0), (BACK.replace("後衛", "弓兵"), 1)])
def test_how_many_cards_that_turn(second: str, draws: int) -> None:
    """「そのターン中に相手のリアガードが２枚以上退却していたなら」: counted — B's rear-guards all
    retired: one (槍兵) no draw; two, a draw."""
    text = (
        RETIRE_ALL
        + "【起】【(R)】：そのターン中に相手のリアガードが２枚以上退却していたなら、１枚引く。"
    )
    src = vg_card_board(text, _then_ask(True), damage="[]")
    if second:
        src = src.replace(
            "    right_front: {name: 槍兵", "    " + second + "\n    right_front: {name: 槍兵"
        )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


# ------------------ 「この能力は…なければ使えない」 / 「このカードは…でなければプレイできない」 (unless)


@pytest.mark.parametrize(
    "limit",
    [
        "この能力はあなたのソウルが２枚以上なければ使えない",
        "この能力はあなたのソウルが２枚以上でなければ使えない",
        "あなたのソウルが１枚以下なら、この能力は使えない",
    ],
)
@pytest.mark.parametrize(("soul", "draws"), [(1, 0), (2, 1)])
def test_an_activated_ability_usable_only_if(limit: str, soul: int, draws: int) -> None:
    """「【起】…１枚引く。この能力はあなたのソウルが２枚以上なければ使えない。」: with fewer than two
    cards in the soul the ability is 使えない and cannot be played (12.2.1.1); with two it draws.
    「…なら、この能力は使えない」 says the same from the other side."""
    cards = ", ".join(f"{{name: 魂{i}, type: normal, grade: 1}}" for i in range(soul))
    r = run(f"【起】【(R)】：１枚引く。{limit}。", actions=ACTIVATE, extra=f"soul: [{cards}]")
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws
    if not draws:
        rejected = [r.main.trace.steps[i] for i in r.main.rejected]
        assert rejected and "12.2.1.1" in rejected[0].clauses


@pytest.mark.parametrize(("grade", "draws"), [(3, 1), (2, 0)])
def test_an_order_playable_only_if(grade: int, draws: int) -> None:
    """「このカードはあなたのヴァンガードがグレード３以上でなければプレイできない。１枚引く。」: the
    requirement printed first, apart from the effect (11.8.2.4.2) — with a grade 2 vanguard the
    order is not played."""
    order = (
        "[{name: 指令, type: order, grade: 1, text: "
        '"このカードはあなたのヴァンガードがグレード３以上でなければプレイできない。１枚引く。"}]'
    )
    vg = f"{{name: 竜, type: normal, grade: {grade}, power: 13000}}"
    acts = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"
    r = run("", actions=acts, vanguard=vg, hand=order)
    assert not unsupported(r)
    assert zone(r, "A", "drop") == (["指令"] if draws else [])
    assert zone(r, "A", "hand") == (["山1"] if draws else ["指令"])


@pytest.mark.parametrize(
    "text",
    [
        # an automatic ability that is 使えない does not trigger (12.2.1.2.1): not read
        "【自】【(R)】：このユニットがアタックした時、１枚引く。この能力はあなたのソウルが８枚以上なければ使えない。",
        # (「…なければ、」 on a step is read since s15vgdev as the condition not met:
        # test_vg_cardtext_r19dev.py test_unless_on_a_step)
    ],
)
def test_unless_elsewhere_stays_refused(text: str) -> None:
    # corrected (round 52, s49vgD): read since — 使えない (soul under 8), it does not trigger
    # (12.2.1.2.1): the attack draws nothing (test_vg_r52_this_stand_phase.py)
    r = run(text, actions="  - {do: attack, attacker: left_front, target: vanguard}")
    assert not unsupported(r) and zone(r, "A", "hand") == []


# ---------------------------------- 「そのターンの２回目以降のバトル中なら」 (10.3.1.3), said with 中


@pytest.mark.parametrize(
    "cond",
    [
        "そのターンの２回目以降のバトル中なら",
        "このターンの２回目以降のバトル中なら",
        "このターン２回目以降のバトル中なら",
        "そのターンの２回目以降のバトルなら",
    ],
)
def test_during_the_nth_battle(cond: str) -> None:
    """「このユニットがアタックした時、そのターンの２回目以降のバトル中なら、１枚引く」: during the
    N-th battle is the battle in progress being the N-th of the turn (10.3.1.3) — the rear-guard's
    attack after the vanguard's draws (the drive check took 山1, the draw 山2); alone, it does
    not."""
    text = f"【自】【(R)】：このユニットがアタックした時、{cond}、１枚引く。"
    vg_first = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK
    second = run(text, actions=vg_first)
    assert not unsupported(second) and "山2" in zone(second, "A", "hand")
    first = run(text, actions=ATTACK)
    assert not unsupported(first) and "山1" not in zone(first, "A", "hand")


# ------------------------ 「次の相手のスタンドフェイズ中、そのユニットは【スタンド】しない」 (9.2.3)

TO_B_STAND = "\n  - {do: end_phase}\n  - {do: stand_phase}"


@pytest.mark.parametrize(
    "text",
    [
        "相手のリアガードを１枚選び、【レスト】させる。次の相手のスタンドフェイズ中、そのユニットは【スタンド】しない。",
        "相手のリアガードを１枚選び、【レスト】させる。そのユニットは次の相手のスタンドフェイズ中、【スタンド】しない。",
        "相手のリアガードを１枚選び、【レスト】させ、次の相手のスタンドフェイズ中、そのユニットは【スタンド】できない。",
    ],
)
def test_a_unit_not_stood_in_the_next_stand_phase(text: str) -> None:
    """「相手のリアガードを１枚選び、【レスト】させる。次の相手のスタンドフェイズ中、そのユニットは
    【スタンド】しない。」: in B's next stand phase the chosen 槍兵 stays rest (9.2.3 overridden,
    1.3.3); the effect ends with that phase (11.3.1.2)."""
    r = run(f"【起】【(R)】：{text}", actions=ACTIVATE + TO_B_STAND)
    assert not unsupported(r)
    final = r.main.final
    spear = final.players["B"].zones["field.right_front"][0]
    assert spear.orientation == "rest"
    assert not [e for e in final.effects if e.stat == "stand"]  # ended with the phase


def test_without_it_the_unit_stands() -> None:
    r = run(
        "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。",
        actions=ACTIVATE + TO_B_STAND,
    )
    assert r.main.final.players["B"].zones["field.right_front"][0].orientation == "stand"


@pytest.mark.parametrize(
    "text",
    [
        "相手のリアガードを１枚選び、そのターン中、そのユニットは【スタンド】できない。",
        "相手のリアガードを１枚選び、【スタンド】できなくする。",
    ],
)
def test_not_standing_for_another_period_stays_refused(text: str) -> None:
    """Barred from standing for the turn (an effect's 【スタンド】 too?) or with no period said in
    the text (its reminder has no effect, 2.11.3): refused."""
    assert unsupported(run(f"【起】【(R)】：{text}", actions=ACTIVATE))


# --------------------- 「あなたのダメージゾーンが相手のダメージゾーン以上なら」: two places compared


STAND = "  - {do: stand_phase}"


def _damage(n: int, who: str) -> str:
    return "[" + ", ".join(f"{{name: {who}傷{i}, type: normal}}" for i in range(n)) + "]"


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのダメージゾーンが相手のダメージゾーン以上なら",
        "あなたのダメージゾーンが相手のダメージゾーン以上の枚数なら",
        "あなたのダメージゾーンの枚数が相手以上なら",
    ],
)
@pytest.mark.parametrize(("mine", "theirs", "power"), [(2, 1, 15000), (2, 2, 15000), (1, 2, 10000)])
def test_a_place_at_least_as_full_as_the_other_players(
    cond: str, mine: int, theirs: int, power: int
) -> None:
    """「あなたのダメージゾーンが相手のダメージゾーン以上なら、…＋5000」: the number of cards in A's
    damage zone compared with B's (equal counts too)."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋5000。"
    src = vg_card_board(text, STAND, damage=_damage(mine, "A"))
    src = src.replace("  B:\n", f"  B:\n    damage: {_damage(theirs, 'B')}\n")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and value(r, "power") == power


@pytest.mark.parametrize(("mine", "theirs", "power"), [(2, 1, 15000), (2, 2, 10000)])
def test_the_number_of_cards_more_than_the_other_place(mine: int, theirs: int, power: int) -> None:
    """「あなたのダメージゾーンの枚数が相手のダメージゾーンより多いなら」: 「の枚数」 on either side is the
    cards counted (as 「…が相手のダメージゾーンより多い」)."""
    text = "【永】【(R)】：あなたのダメージゾーンの枚数が相手のダメージゾーンより多いなら、このユニットのパワー＋5000。"
    src = vg_card_board(text, STAND, damage=_damage(mine, "A"))
    src = src.replace("  B:\n", f"  B:\n    damage: {_damage(theirs, 'B')}\n")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and value(r, "power") == power


# ------------------------------- 「それぞれのプレイヤーは１枚引く」: every player, said as a topic


@pytest.mark.parametrize(
    "who",
    ["それぞれのプレイヤーは", "お互いのプレイヤーは", "各プレイヤーは", "あなたと相手はそれぞれ"],
)
def test_each_player_draws(who: str) -> None:
    """「それぞれのプレイヤーは１枚引く」: each player draws one (as 「あなたと相手はそれぞれ１枚引く」)."""
    r = run(f"【起】【(R)】：{who}１枚引く。", actions=ACTIVATE)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 1 and len(zone(r, "B", "hand")) == 1
