"""Modal steps (round 29, s25modal; issue 12): one shared construction
(``ruling.cardtext.modal``) reads what a card says a player CANNOT do — 「（このターン中、）相手は
カードを引けない」, 「…を使えない」, 「…することができない」 — as a prohibition of the game's action
(``Vocab.modal_actions``, data per game) for the period printed; the engine's check of that
action refuses it wherever it is attempted, citing the principle that a prohibition beats an
instruction (1.3.3), while the neighbouring action (the other player's, another act) is done.
Minimal texts of our own; variants in particles, subjects, verbs and forms."""

from __future__ import annotations

import pytest

from grammar import ast as A
from ruling import abilities as AB
from ruling.cardtext import modal as M
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads


def _compiled(game: str, text: str) -> AB.Ability:
    get_game(game)
    (a,) = AB._abilities(game, text, None)
    return a


# --------------------------------------------------------------------------- the shared reader

_ACTIONS = {
    "draw": M.ModalAction("draw", ("x.1",), "カードを引けない", "cannot draw"),
    "perform:attack+宣言": M.ModalAction("attack", ("x.2",), "アタックできない", "cannot attack"),
    "do:使用": M.ModalAction(
        "use", ("x.3",), "使えない", "cannot use", frozenset({"special_ability"})
    ),
}


def _np(*terms: object) -> A.NounPhrase:
    return A.NounPhrase(tuple(terms), tuple("" for _ in terms[1:]))  # type: ignore[arg-type]


def _action(verb: str, form: A.Form, *args: tuple[A.Role, object], modal: str | None = None):
    return A.Action(verb, tuple(A.Arg(r, v) for r, v in args), form, modal=modal)  # type: ignore[arg-type]


def test_reader_potential_negative_and_periphrasis_read_the_same() -> None:
    you = (A.Role.TOPIC, _np(A.Owner("opponent")))
    card = (A.Role.OBJECT, _np(A.CardKind("card")))
    a = M.read_modal(_action("draw", A.Form.CANNOT, you, card), _ACTIONS)
    b = M.read_modal(_action("draw", A.Form.FINAL, you, card, modal="ことができない"), _ACTIONS)
    c = M.read_modal(_action("draw", A.Form.FINAL, you, card, modal="ことはできない"), _ACTIONS)
    assert a == b == c
    assert a is not None and a.polarity == "prohibit" and a.player == "opponent"
    assert a.action.action == "draw"


def test_reader_the_action_named_by_its_object_and_a_suru_word() -> None:
    me = (A.Role.TOPIC, _np(A.Owner("you")))
    decl = (A.Role.OBJECT, _np(A.Word("attack"), A.Unknown("宣言")))
    m = M.read_modal(_action("perform", A.Form.CANNOT, me, decl), _ACTIONS)
    assert m is not None and m.action.action == "attack" and m.player == "you"
    sa = (A.Role.OBJECT, _np(A.CardKind("special_ability")))
    use = (A.Role.NONE, _np(A.Unknown("使用")))
    m = M.read_modal(_action("do", A.Form.CANNOT, me, sa, use), _ACTIONS)
    assert m is not None and m.action.action == "use"


def test_reader_a_side_player_and_what_it_leaves() -> None:
    enemy = (A.Role.TOPIC, _np(A.Owner("enemy_army"), A.Owner("player")))
    m = M.read_modal(_action("draw", A.Form.CANNOT, enemy), _ACTIONS)
    assert m is not None and m.player == "opponent"
    # a card as the subject, a plain step, a verb not listed: not this construction's
    this = (A.Role.TOPIC, _np(A.Ref("this_card")))
    assert M.read_modal(_action("draw", A.Form.CANNOT, this), _ACTIONS) is None
    assert M.read_modal(_action("draw", A.Form.FINAL, enemy), _ACTIONS) is None
    assert M.read_modal(_action("ride", A.Form.CANNOT, enemy), _ACTIONS) is None
    # an object that filters the cards: refused with its reason, never read as the whole act
    ev = (A.Role.OBJECT, _np(A.Owner("you"), A.CardKind("card")))
    with pytest.raises(M.NotThisShape):
        M.read_modal(_action("draw", A.Form.CANNOT, enemy, ev), _ACTIONS)


# --------------------------------------------------------------------------- VS

VS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    ring: {name: 美希, type: キャラ, text: "【封印】《魔法》[リング][このカードをレストする]%s"}
    hand: 0
    deck: 10
  B: {deck: 10, hand: 0}
actions:
  - {do: use, card: 美希}
  - {do: %s, player: %s, amount: 1}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "このターン中、相手はカードを引けない。",
        "相手は、このターン中、カードを引けない。",
        "このターン中、相手はカードを引くことができない。",
        "このターン中、相手は引けない。",
    ],
)
def test_vs_a_draw_prohibited_is_not_done_the_other_player_draws(text: str) -> None:
    assert _compiled("vs", f"【封印】《魔法》[リング][このカードをレストする]{text}").supported
    r = resolve(loads(VS % (text, "draw", "B")))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0}
    assert {"1.3.3", "4.10.2"} <= set(r.decided_by)
    mine = resolve(loads(VS % (text, "draw", "A")))
    assert mine.outcome["state"] == {"A.hand": 1, "B.hand": 0}
    assert "1.3.3" not in mine.decided_by


def test_vs_your_own_draw_prohibited() -> None:
    text = "このターン中、あなたはカードを引けない。"
    r = resolve(loads(VS % (text, "draw", "A")))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0}
    assert "1.3.3" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "このターン中、相手は手札のカードをプレイできない。",  # which cards: not the act
        "相手はあなたのカードを引けない。",
    ],
)
def test_vs_a_modal_of_cards_described_is_unsupported_with_its_reason(text: str) -> None:
    # which cards, not the act: the construction leaves it to the game's readers, which refuse it
    a = _compiled("vs", f"【封印】《魔法》[リング][このカードをレストする]{text}")
    assert not a.supported and a.reason


# --------------------------------------------------------------------------- CO

CO = """\
game: co
title: t
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand:
      - {{name: 糸, type: event, cost: 1, text: "{text}"}}
      - {{name: 針, type: event, cost: 1, text: "あなたはカードを1枚引く。"}}
    field: [{{name: 突撃兵, type: character, ap: 3, dp: 2}}]
  B: {{hp: 20, deck: 10, field: [{{name: 盾持ち, type: character, ap: 2, dp: 3}}]}}
actions:
  - {{do: play, card: 糸}}
{actions}
ask: [A.hand, B.hand, B.hp]
"""
_CO_ATTACK = "  - {do: attack, attacker: 突撃兵}"
_CO_DRAWS = "  - {do: draw, player: B, amount: 1}\n  - {do: draw, player: A, amount: 1}"


def _co(text: str, actions: str) -> object:
    return resolve(loads(CO.format(text=text, actions=actions)))


@pytest.mark.parametrize(
    "text",
    [
        "このターン、あなたはアタック宣言を行えない。",
        "ターン終了時まで、あなたはアタックできない。",
        "あなたは、このターン、アタックすることができない。",
    ],
)
def test_co_an_attack_prohibited_for_the_turn_is_not_made(text: str) -> None:
    r = _co(text, _CO_ATTACK)
    assert r.outcome["state"]["B.hp"] == 20 and r.outcome.get("rejected")  # type: ignore[attr-defined]
    assert {"4.2.9", "3.4.5.2"} <= set(r.decided_by)  # type: ignore[attr-defined]
    # the neighbour: the opponent's attack prohibited, this player's attack is made
    other = _co(text.replace("あなた", "相手"), _CO_ATTACK)
    assert not other.outcome.get("rejected")  # type: ignore[attr-defined]


def test_co_a_draw_prohibited_the_other_player_draws() -> None:
    r = _co("ターン終了時まで、相手はカードを引けない。", _CO_DRAWS)
    assert r.outcome["state"]["B.hand"] == 0 and r.outcome["state"]["A.hand"] == 2  # type: ignore[attr-defined]
    assert "4.2.9" in r.decided_by  # type: ignore[attr-defined]


def test_co_a_play_prohibited_and_the_periphrasis() -> None:
    r = _co(
        "ターン終了時まで、あなたはカードをプレイすることができない。", "  - {do: play, card: 針}"
    )
    assert r.outcome["state"]["A.hand"] == 1 and r.outcome.get("rejected")  # type: ignore[attr-defined]
    # the opponent's prohibition leaves this player's play: 針 played, a card drawn
    r = _co(
        "次の相手のターン終了時まで、相手はカードをプレイできない。", "  - {do: play, card: 針}"
    )
    assert r.outcome["state"]["A.hand"] == 1 and not r.outcome.get("rejected")  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("ターン終了時まで、相手はイベントカードをプレイできない。", "form cannot"),
        ("相手はカードを引けない。", "unstated"),
    ],
)
def test_co_modals_not_read_are_unsupported_with_their_reason(text: str, why: str) -> None:
    a = _compiled("co", text)
    assert not a.supported and why in a.reason


# --------------------------------------------------------------------------- VG

VG = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：%s"}
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10, hand: []}
actions:
  - {do: activate, card: 竜}
%s
ask: [A.hand, B.hand]
"""
_DRAWS = "  - {do: draw, player: B, amount: 1}\n  - {do: draw, player: A, amount: 1}"


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、相手はカードを引けない。",
        "相手は、そのターン中、カードを引けない。",
        "そのターン中、相手はカードを引くことができない。",
    ],
)
def test_vg_a_fighter_that_cannot_draw(text: str) -> None:
    r = resolve(loads(VG % (text, _DRAWS)))
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 0}
    assert {"1.3.3", "7.6.4"} <= set(r.decided_by)


def test_vg_an_attack_prohibited_and_the_neighbour_read_before() -> None:
    text = (
        "【自】：このユニットがライドした時、次の相手のターン終了時まで、相手はアタックできない。"
    )
    a = _compiled("vg", text)
    assert a.supported and a.program.steps[0].verb == "forbid_act"
    assert a.program.steps[0].stat == "attack" and a.program.steps[0].performer == "opponent"
    # 「インターセプトできない」 stays the reading it had (``PLAYER_BANS``)
    text = "【自】：このユニットがアタックした時、そのターン中、相手はインターセプトできない。"
    assert _compiled("vg", text).program.steps[0].verb == "prohibit"


# --------------------------------------------------------------------------- WS

WS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 2
    deck: 10
    hand: 0
    stage:
      center_front: {name: 主, type: character, level: 1, text: "【起】［(1)］ %s"}
  B: {deck: 10, hand: 0}
actions:
  - {do: activate, player: A, card: 主}
%s
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("text", "blocked"),
    [
        ("そのターン中、相手はカードを引けない。", "B"),
        ("次の相手のターン終了時まで、相手はカードを引けない。", "B"),
        ("そのターン中、あなたはカードを引けない。", "A"),
        ("そのターン中、あなたはカードを引くことはできない。", "A"),
    ],
)
def test_ws_a_player_that_cannot_draw(text: str, blocked: str) -> None:
    r = resolve(loads(WS % (text, _DRAWS)))
    hands = {"A.hand": 1, "B.hand": 1}
    hands[f"{blocked}.hand"] = 0
    assert r.outcome["state"] == hands
    assert {"1.3.3", "4.7.1"} <= set(r.decided_by)


def test_ws_a_continuous_prohibition_on_a_player_compiles_in_force() -> None:
    a = _compiled("ws", "【永】 相手はカードを引けない。")
    assert a.supported and a.program.steps[0].verb == "forbid_act"
    assert a.program.steps[0].until is None  # in force while the ability is


# --------------------------------------------------------------------------- subjects: each
# player, both players, a side's player noun


def test_reader_the_players_a_subject_names() -> None:
    owner = A.Owner
    cases = {
        _np(owner("all_players")): "both",  # 各プレイヤー / お互いのファイター
        _np(owner("opponent"), owner("player")): "opponent",  # 相手プレイヤー / 相手のファイター
        _np(A.Unknown("敵"), owner("duel_master")): "opponent",  # CO 敵デュエルマスター
        _np(A.Count(None, "card", "all"), owner("duel_master")): "both",  # すべての…
        _np(owner("own_army"), owner("player")): "you",  # MC 自軍プレイヤー
    }
    for np, want in cases.items():
        assert M.player_of(np) == want, np
    assert M.player_of(_np(owner("duel_master"))) is None  # whose is not said
    assert M.players("both", "A", "B") == ("A", "B")
    assert M.players("opponent", "A", "B") == ("B",)


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、お互いのプレイヤーはカードを引けない。",
        "そのターン中、あなたと相手はカードを引けない。",
    ],
)
def test_ws_both_players_cannot_draw(text: str) -> None:
    r = resolve(loads(WS % (text, _DRAWS)))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0}


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、お互いのファイターはカードを引けない。",
        "そのターン中、あなたと相手はカードを引けない。",
        "そのターン中、相手のファイターはカードを引けない。",
    ],
)
def test_vg_the_fighters_named_cannot_draw(text: str) -> None:
    r = resolve(loads(VG % (text, _DRAWS)))
    both = "相手の" not in text
    assert r.outcome["state"] == {"A.hand": 0 if both else 1, "B.hand": 0}


@pytest.mark.parametrize(
    ("text", "a_hand"),
    [
        ("ターン終了時まで、各プレイヤーはカードを引けない。", 1),
        ("ターン終了時まで、すべてのデュエルマスターはカードを引けない。", 1),
        ("ターン終了時まで、敵デュエルマスターはカードを引けない。", 2),
    ],
)
def test_co_the_duel_masters_named_cannot_draw(text: str, a_hand: int) -> None:
    r = _co(text, _CO_DRAWS)
    assert r.outcome["state"]["B.hand"] == 0 and r.outcome["state"]["A.hand"] == a_hand  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- a card bound: the
# act's card (its abilities) — vs 8.12.3, co 4.3.3, vg 9.9.2.4 / 12.2.1.1

VS_RING = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    energy: 2
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング][エネルギーを1枚レストする]あなたは1枚引く。"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
    hand: 0
    deck: 10
  B: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 律子}
  - {do: use, card: 美希}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたのリングのカード1枚は、このターン中、技を使えない。",
        "このターン中、あなたのリングのカードは技を使えない。",
        "このターン中、あなたのリングのカードは技を使うことができない。",
    ],
)
def test_vs_a_ring_card_that_cannot_use_its_techniques(text: str) -> None:
    r = resolve(loads(VS_RING % text))
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"1.3.3", "8.12.3"} <= set(r.decided_by)
    # the neighbour: the opponent's ring card bound, this player's technique is used
    other = resolve(loads(VS_RING % text.replace("あなたの", "相手の")))
    assert other.outcome["state"] == {"A.hand": 1}


CO_CHAR = """\
game: co
title: t
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{{name: 糸, type: event, cost: 1, text: "{text}"}}]
    field:
      - {{name: 術士, type: character, ap: 1, dp: 1, text: "1エネルギーを支払う:あなたはカードを1枚引く。"}}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 糸{target}}}
  - {{do: activate, card: 術士}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("ターン終了時まで、すべてのキャラクターは特殊能力を使用できない。", ""),
        ("ターン終了時まで、対象のキャラクター1体は特殊能力を使用できない。", ", target: 術士"),
        (
            "対象のキャラクターは、ターン終了時まで、特殊能力を使用することができない。",
            ", target: 術士",
        ),
    ],
)
def test_co_characters_that_cannot_use_their_special_abilities(text: str, target: str) -> None:
    r = resolve(loads(CO_CHAR.format(text=text, target=target)))
    assert r.outcome["state"] == {"A.hand": 0} and r.outcome.get("rejected")
    assert {"4.2.9", "4.3.3"} <= set(r.decided_by)


def test_co_the_neighbour_a_character_not_named_uses_its_ability() -> None:
    text = (
        "ターン終了時まで、相手がコントロールしているすべてのキャラクターは特殊能力を使用できない。"
    )
    a = _compiled("co", text)
    if a.supported:  # where the group reads, this player's character is not bound
        r = resolve(loads(CO_CHAR.format(text=text, target="")))
        assert r.outcome["state"] == {"A.hand": 1}


def test_vg_a_unit_that_cannot_activate() -> None:
    body = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：１枚引く。"}
    left_front: {name: 兵, type: normal, grade: 1, text: "【起】【(R)】：%s"}
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 兵}
  - {do: activate, card: 竜}
ask: [A.hand]
"""
    r = resolve(
        loads(
            body
            % "あなたのヴァンガードを１枚選び、そのターン中、そのユニットは【起】能力を発動できない。"
        )
    )
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"1.3.3", "12.2.1.1"} <= set(r.decided_by)
    r = resolve(
        loads(
            body
            % "相手のヴァンガードを１枚選び、そのターン中、そのユニットは【起】能力を発動できない。"
        )
    )
    assert r.outcome["state"] == {"A.hand": 1}


# --------------------------------------------------------------------------- a continuous
# ability's prohibition on a player (Game.prohibitions, read by the action check) and a move
# between zones (ws: the move's own check) — ws r29_030's family

WS_KEEPER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 回収, type: event, level: 0, cost: 0, color: RED, text: "%s"}]
    waiting_room: [{name: 人, type: character, level: 1, power: 4000}]
    deck: 10
  B:
    deck: 10
    hand: 0
    stage: {center_front: {name: 番人, type: character, level: 1, power: 3000, text: "%s"}}
actions:
  - {do: play, card: 回収}
%s
ask: [A.hand, B.hand]
"""
_SALVAGE = "あなたは自分の控え室のキャラを1枚選び、手札に戻す。"


@pytest.mark.parametrize(
    "keeper",
    [
        "【永】 相手は控え室のカードを手札に加えられない。",
        "【永】 相手は控え室のカードを手札に戻せない。",
        "【永】 相手は控え室のカードを手札に戻すことができない。",
    ],
)
def test_ws_a_continuous_prohibition_of_a_salvage(keeper: str) -> None:
    r = resolve(loads(WS_KEEPER % (_SALVAGE, keeper, "")))
    assert r.outcome["state"]["A.hand"] == 0
    assert "1.3.3" in r.decided_by
    # the neighbour: the keeper's own player bound, A's salvage is done
    mine = resolve(loads(WS_KEEPER % (_SALVAGE, keeper.replace("相手は", "あなたは"), "")))
    assert mine.outcome["state"]["A.hand"] == 1


def test_ws_a_one_shot_prohibition_of_a_salvage() -> None:
    text = "そのターン中、あなたは控え室のカードを手札に加えられない。あなたは自分の控え室のキャラを1枚選び、手札に戻す。"
    r = resolve(loads(WS_KEEPER % (text, "", "")))
    assert r.outcome["state"]["A.hand"] == 0 and "1.3.3" in r.decided_by


@pytest.mark.parametrize(
    ("keeper", "blocked"),
    [
        ("【永】 相手はカードを引けない。", "A"),
        ("【永】 あなたはカードを引けない。", "B"),
        ("【永】 お互いのプレイヤーはカードを引けない。", "AB"),
    ],
)
def test_ws_a_continuous_prohibition_of_drawing(keeper: str, blocked: str) -> None:
    draws = "  - {do: draw, player: A, amount: 1}\n  - {do: draw, player: B, amount: 1}"
    r = resolve(loads(WS_KEEPER % ("", keeper, draws)))
    want = {"A.hand": 0 if "A" in blocked else 1, "B.hand": 0 if "B" in blocked else 1}
    # (回収 with no text: played, it goes to the waiting room; A's hand is the draw alone)
    assert r.outcome["state"] == want
    assert "1.3.3" in r.decided_by


CO_KEEPER = """\
game: co
title: t
turn: {{player: A, number: 3, phase: main}}
players:
  A: {{hp: 20, deck: 10, field: [{{name: 突撃兵, type: character, ap: 3, dp: 2}}]}}
  B: {{hp: 20, deck: 10, field: [{{name: ルゥ, type: character, ap: 1, dp: 3, text: "{text}"}}]}}
actions:
{actions}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("text", "blocked"),
    [
        ("『ルゥ』がフィールドに出ている限り、相手はカードを引けない。", "A"),
        ("『ルゥ』がフィールドに出ている限り、あなたはカードを引くことができない。", "B"),
        ("『ルゥ』がフィールドに出ている限り、各プレイヤーはカードを引けない。", "AB"),
    ],
)
def test_co_a_prohibition_in_force_as_long_as_the_card_is(text: str, blocked: str) -> None:
    draws = "  - {do: draw, player: A, amount: 1}\n  - {do: draw, player: B, amount: 1}"
    r = resolve(loads(CO_KEEPER.format(text=text, actions=draws)))
    want = {"A.hand": 0 if "A" in blocked else 1, "B.hand": 0 if "B" in blocked else 1}
    assert r.outcome["state"] == want
    assert {"4.3.8", "4.2.9"} <= set(r.decided_by)


def test_co_an_attack_declaration_prohibited_in_force() -> None:
    text = "『ルゥ』がフィールドに出ている限り、相手はアタック宣言を行えない。"
    r = resolve(loads(CO_KEEPER.format(text=text, actions="  - {do: attack, attacker: 突撃兵}")))
    assert r.outcome.get("rejected") and "3.4.5.2" in r.decided_by
    # the neighbour: the card's own player bound, the other player's attack is made
    mine = text.replace("相手は", "あなたは")
    r = resolve(loads(CO_KEEPER.format(text=mine, actions="  - {do: attack, attacker: 突撃兵}")))
    assert not r.outcome.get("rejected")


VG_KEEPER = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：１枚引く。"}
    hand: []
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, text: "%s"}
    deck: 10
    hand: []
actions:
%s
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("text", "blocked"),
    [
        ("【永】【(V)】：相手はカードを引けない。", "A"),
        ("【永】【(V)】：あなたはカードを引けない。", "B"),
        ("【永】【(V)】：お互いのファイターはカードを引けない。", "AB"),
        ("【永】【(V)】：あなたのヴァンガードがグレード３以上なら、相手はカードを引けない。", "A"),
        ("【永】【(V)】：あなたのヴァンガードがグレード４以上なら、相手はカードを引けない。", ""),
    ],
)
def test_vg_a_continuous_prohibition_on_a_fighter(text: str, blocked: str) -> None:
    draws = "  - {do: draw, player: A, amount: 1}\n  - {do: draw, player: B, amount: 1}"
    r = resolve(loads(VG_KEEPER % (text, draws)))
    want = {"A.hand": 0 if "A" in blocked else 1, "B.hand": 0 if "B" in blocked else 1}
    assert r.outcome["state"] == want
    assert ("1.3.3" in r.decided_by) == bool(blocked)


def test_vg_a_continuous_prohibition_of_activated_abilities() -> None:
    r = resolve(
        loads(
            VG_KEEPER
            % ("【永】【(V)】：相手は【起】能力を発動できない。", "  - {do: activate, card: 竜}")
        )
    )
    assert r.outcome["state"]["A.hand"] == 0
    assert {"1.3.3", "12.2.1.1"} <= set(r.decided_by)
