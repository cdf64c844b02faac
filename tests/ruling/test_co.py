"""CrossOver (co): the card-text compiler on the examples the basic rules quote, the coverage
document, and clear errors for bad co scenario files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from ruling.abilities import abilities_of
from ruling.commands import ruling_cmd
from ruling.rules import get_game
from ruling.state import Card

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = yaml.safe_load(
    (REPO / "tests" / "fixtures" / "card_examples" / "co.yaml").read_text(encoding="utf-8")
)


def _program(text: str, type_: str = "event"):
    get_game("co")
    (ab,) = abilities_of("co", Card("x", "A", text=text, type=type_))
    return ab


def test_every_keyword_the_rules_define_compiles() -> None:
    for kw in EXAMPLES["keywords"]:
        ab = _program(kw["text"])
        assert ab.supported, (kw, ab.reason)
        assert ab.program.keyword == kw["id"]
    assert _program("維持費2").program.number == 2


@pytest.mark.parametrize(
    ("text", "kind", "what"),
    [
        ("対象のデュエルマスターはHPが4点回復する。", "ops", ("heal", "target_player")),
        ("そのあと、あなたは山札からカードを1枚引く。", "ops", ("draw", "you")),
        ("対象のキャラクターは、スペル、イベントの効果を受けない。", "statics", ("immune", "host")),
        (
            "フィールドに出ているすべてのキャラクターは、「+2:-1」の修正を受ける。フィールドに出ているキャラクターがいなくなったとき、『魔界』はクラッシュする。",
            "statics",
            ("mod", "all_chars"),
        ),
        (
            "『山名 春恵』がフィールドに出ている限り、『山名 春恵』以外のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える(この特殊能力は累積する)。",
            "statics",
            ("mod", "others_you_control"),
        ),
    ],
)
def test_quoted_card_texts_compile(text: str, kind: str, what: tuple[str, str]) -> None:
    ab = _program(text)
    assert ab.supported, ab.reason
    first = getattr(ab.program, kind)[0]
    assert (first.kind, first.who) == what


def test_activated_abilities_compile_cost_and_effect() -> None:
    ab = _program(
        "『藤島 綾香』をタップする:ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。"
    )
    assert ab.supported and ab.program.kind == "activated"
    assert [c.kind for c in ab.program.cost] == ["tap_this"]
    assert ab.program.ops[0].kind == "swap" and ab.program.ops[0].until == "turn"
    ab = _program("1エネルギーを支払う:『エルファーシア・エル・アークライン』をアンタップする。")
    assert ab.program.cost[0].kind == "energy" and ab.program.cost[0].amount == 1


def test_set_card_statics_follow_the_4_3_8_steps() -> None:
    sword = _program(
        "『剣を捨てて……』がセットされているキャラクター1体かナビゲーター1体は、それまで持っていた特殊能力をすべて失い、「0:5」の能力値を持つ「その他」キャラクターとなる。"
    )
    kinds = [(s.kind, s.ap, s.dp, s.value) for s in sword.program.statics]
    assert ("lose_all", 0, 0, None) in kinds and ("set_stats", 0, 5, None) in kinds
    assert ("gender", 0, 0, "その他") in kinds
    gun = _program(
        "セットされたキャラクターは、「+2:+0」の修正を受け、以下の特殊能力を得る。『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』"
    )
    assert [(s.kind, s.value) for s in gun.program.statics][1] == ("gain", "defend_flying")


@pytest.mark.parametrize(
    ("text", "on", "who"),
    [
        (
            "『ジャネット・バンロック』がアタックしたとき、相手のデュエルマスターに1点のダメージを与える。",
            "attack",
            "opponent_player",
        ),
        (
            "『ナルセマナミ』がディフェンスされたとき、ディフェンスしたキャラクターに2点のダメージを与える。",
            "defended",
            "defender",
        ),
        (
            "ターン開始時に、相手のデュエルマスターに1点のダメージを与える。",
            "turn_start",
            "opponent_player",
        ),
    ],
)
def test_triggered_abilities_compile(text: str, on: str, who: str) -> None:
    ab = _program(text, "character")
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.on, ab.program.ops[0].who) == ("auto", on, who)


def test_templates_are_refused_with_a_reason() -> None:
    ab = _program("〜をプレイしたときに〜する")
    assert not ab.supported and ab.reason


def test_unsupported_text_is_reported_in_the_ruling(tmp_path: Path) -> None:
    f = tmp_path / "s.yaml"
    f.write_text(
        "game: co\ntitle: t\nturn: {player: A, phase: main}\nplayers:\n"
        "  A: {hp: 5, deck: 5, field: [{name: 甲, type: character, ap: 1, dp: 1,"
        " text: 'アタックしたときに相手はカードを1枚引く。'}]}\n"
        "  B: {hp: 5, deck: 5}\n",
        encoding="utf-8",
    )
    code, out = ruling_cmd(str(f))
    assert code == 0 and "未対応の能力" in out


@pytest.mark.parametrize(
    ("body", "where", "what"),
    [
        ("players: {A: {hp: 5, feild: 3}, B: {}}\n", ":4:", "feild"),
        ("players: {A: {hp: 5}, B: {}}\nactions:\n  - {do: attak}\n", ":6:", "attak"),
        (
            "players: {A: {hp: 5, field: [{name: x, type: monster}]}, B: {}}\n",
            ":4:",
            "monster",
        ),
        (
            "players: {A: {hp: 5}, B: {}}\nactions:\n  - {do: attack, atacker: x}\n",
            ":6:",
            "atacker",
        ),
        ("turn: {player: A, phase: battle}\n", ":", "battle"),
        ("players: {A: {hp: many}, B: {}}\n", ":4:", "hp"),
    ],
)
def test_bad_co_files_give_path_and_line(tmp_path: Path, body: str, where: str, what: str) -> None:
    head = "game: co\ntitle: bad\n"
    if not body.startswith("turn:"):
        head += "turn: {player: A}\n"
    else:
        body += "players: {A: {}, B: {}}\n"
    f = tmp_path / "bad.yaml"
    f.write_text(head + body, encoding="utf-8")
    code, out = ruling_cmd(str(f), lang="en")
    assert code == 2, out
    assert "Traceback" not in out and f"{f}{where}" in out and what in out, out


@pytest.mark.skipif(importlib.util.find_spec("kb.api") is None, reason="kb.api is not available")
def test_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    data = coverage_data("co")
    # 3.2.2#2 (the second section printed as 3−2−2) is a KB id, cited, not missing
    assert "3.2.2#2" in data["cited_by"] and not data["missing_from_kb"]
    doc = REPO / "docs" / "coverage-co.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(data), (
        "docs/coverage-co.md is stale: run `shinpan coverage co --write docs/coverage-co.md`"
    )


def test_co_suite_size() -> None:
    assert len(list((REPO / "tests" / "scenarios" / "co").glob("*.yaml"))) >= 25


def test_a_played_card_resolves_after_the_interrupt_played_in_answer() -> None:
    """4.3.2.6 / 4.3.4: a played card resolves as a typed event (``resolve``), and an interrupt
    played in answer to it resolves first (last played, first resolved)."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    scn = loads(
        """
game: co
title: an interrupt resolves before the card it answers
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 戦士, type: character, ap: 2, dp: 3}]
    hand: [{name: ブレス, type: spell, cost: 1, text: "対象のキャラクターは、ターン終了時まで「+0:+2」の修正を受ける。"}]
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}]
actions:
  - do: play
    player: B
    card: 矢
    target: 戦士
    respond:
      - {do: play, player: A, card: ブレス, target: 戦士}
expect:
  state: {A.field: [戦士]}
  order: ["resolve:ブレス", "resolve:矢"]
  decided_by: ["4.3.4"]
"""
    )
    r = resolve(scn)
    assert check_expect(r) == []


# corrected (round 17, s13covs): an untapped character that does not defend was 3.4.5.4 alone;
# declining is the defending player's choice under 3.4.5.3 (「…コントロールしていたとしても、
# ディフェンス宣言を行わなくてかまいません」), cited as it is when that choice is branched on
# (co/r17_010): it decides the damage either way
@pytest.mark.parametrize(("state", "decided"), [("rest", True), ("stand", True)])
def test_no_untapped_character_no_defence_decides_the_damage(state: str, decided: bool) -> None:
    """3.4.5.3: only an untapped character defends; with none, no defence can be declared and
    that decides the damage of 3.4.5.4; an untapped one that does not defend: the defending
    player declined (3.4.5.3 lets it), which decides it too."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    defender = ", defender: none" if state == "stand" else ""
    scn = loads(
        f"""
game: co
title: a tapped character cannot defend
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 戦士, type: character, ap: 3, dp: 2}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 盾, type: character, ap: 1, dp: 4, state: {state}}}]
actions:
  - {{do: attack, attacker: 戦士{defender}}}
ask: [B.hp]
"""
    )
    r = resolve(scn)
    assert r.outcome["state"]["B.hp"] == 7
    assert ("3.4.5.3" in r.decided_by) is decided


@pytest.mark.parametrize(("control", "state"), [(True, "rest"), (False, "stand")])
def test_untap_phase_leaves_an_owned_card_the_opponent_controls(control: bool, state: str) -> None:
    """3.2.2: the turn player untaps the cards they control; their tapped card the opponent
    controls stays tapped, and 3.2.2 decides that (as it decides the untapping otherwise)."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    take = "  - {do: take_control, player: A, card: 兵}\n" if control else ""
    scn = loads(
        f"""
game: co
title: an owned card controlled by the opponent in the owner's untap phase
turn: {{player: A, number: 3, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 2, dp: 3, state: rest}}]
actions:
{take}  - {{do: turn_end}}
  - {{do: turn_start}}
  - {{do: untap_phase}}
expect:
  state: {{兵.state: {state}}}
  decided_by: ["3.2.2"]
"""
    )
    assert check_expect(resolve(scn)) == []


@pytest.mark.parametrize("item", [False, True])
def test_return_to_hand_goes_to_the_owners_hand(item: bool) -> None:
    """「対象のキャラクターを手札に戻す」: the card goes to its owner's hand (4.2.12), even when
    another player controls it; with a card set on it, what becomes of that card is unwritten
    (4.2.4 takes set cards along only on a crash): raised as a point run under both readings
    (co set_cards_when_host_leaves, round 25)."""
    from ruling.resolve import check_expect, raised_points, resolve
    from ruling.scenario import loads

    ring = (
        "      - {name: 指輪, type: item, set_on: 兵, text: 「セットされたキャラクターは、「+0:+2」の修正を受ける。」}\n"
        if item
        else ""
    )
    scn = loads(
        f"""
game: co
title: a returned character goes to its owner's hand
turn: {{player: B, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 兵, type: character, ap: 2, dp: 2}}
{ring}  B: {{hp: 10, deck: 10}}
actions:
  - {{do: take_control, player: B, card: 兵}}
  - {{do: resolve_text, player: B, text: "対象のキャラクターを手札に戻す。", target: 兵}}
expect:
  state: {{兵.zone: A.hand, B.hand: 0}}
  decided_by: ["4.2.12"]
"""
    )
    r = resolve(scn)
    assert check_expect(r) == []
    # the point is run (both readings); what is asked (兵, B's hand) is the same under each,
    # so the ruling does not raise it here (``Ruling.silent_points``)
    run = {c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading}
    assert ({"stay", "go_along"} <= run) is item
    assert not any("4.2.4" in cl for cl, _both in raised_points(r))


_CRASH = """
game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    deck: 10
    hand: 0
    field:
      - {name: 鳴瀬真奈美, type: character, ap: 2, dp: 2}
      - {name: 見届け人, type: navigator, text: "%s"}
%sactions:
  - {do: damage, to: 鳴瀬真奈美, amount: %d, source: Aのスペル}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("text", "effects", "amount", "drawn"),
    [
        # a character of the ability's controller crashed from the field (4-3-9, 4-3-11)
        ("あなたのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。", "", 3, 1),
        ("キャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。", "", 3, 1),
        # 「あなたがコントロールしている…」: the controller's characters, as 「あなたの…」 (4-3-6)
        (
            "あなたがコントロールしているキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
            "",
            3,
            1,
        ),
        (
            "相手がコントロールしているキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
            "",
            3,
            0,
        ),
        # the opponent's characters only: not this one
        ("相手のキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。", "", 3, 0),
        # no crash (damage below DP)
        ("あなたのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。", "", 1, 0),
        # a crash negated is no crash: nothing triggers (4-3-11)
        (
            "あなたのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。",
            "effects:\n  - {target: 鳴瀬真奈美, stat: crash, op: replace, value: negate_crash,"
            " source: クラッシュをうち消す}\n",
            3,
            0,
        ),
    ],
)
def test_an_ability_triggered_when_a_character_crashes(
    text: str, effects: str, amount: int, drawn: int
) -> None:
    """「…がクラッシュしたとき」 (4-3-11): an automatic ability on the character's crash from the
    field; whose character (yours / the opponent's / any) as for an attack (4-3-6)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    ab = _program(text, "navigator")
    assert ab.supported and ab.program.on == "crashed", ab.reason
    r = resolve(loads(_CRASH % (text, effects, amount)))
    assert r.outcome["state"] == {"B.hand": drawn}
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
    assert ("4.3.11" in r.decided_by) == (amount >= 2)


def test_a_character_broken_goes_aside_and_is_not_crashed() -> None:
    """「対象のキャラクターをブレイクする」 (4-2-5): the card is put aside in its owner's place for
    broken cards (4-2-12), not the dustbox; a break is no crash, so 「…がクラッシュしたとき」 does
    not trigger (4-3-11)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = "対象のキャラクターをブレイクする。"
    ab = _program(text)
    assert ab.supported and ab.program.ops[0].kind == "break", ab.reason
    watcher = "あなたのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。"
    scn = _CRASH.replace(
        "actions:\n  - {do: damage, to: 鳴瀬真奈美, amount: %d, source: Aのスペル}\n",
        f'actions:\n  - {{do: resolve_text, player: A, text: "{text}", target: 鳴瀬真奈美}}\n',
    )
    scn = scn.replace("ask: [B.hand]", "ask: [B.hand, 鳴瀬真奈美.zone, B.dustbox]")
    r = resolve(loads(scn % (watcher, "")))
    assert r.outcome["state"] == {"B.hand": 0, "鳴瀬真奈美.zone": "B.broken", "B.dustbox": 0}
    assert {"4.2.5", "4.2.12"} <= set(r.decided_by)


@pytest.mark.parametrize(
    ("text", "reduce", "drawn"),
    [
        ("『鳴瀬真奈美』がダメージを受けたとき、あなたは山札からカードを1枚引く。", "", 1),
        ("あなたのキャラクターがダメージを受けたとき、あなたは山札からカードを1枚引く。", "", 1),
        ("相手のキャラクターがダメージを受けたとき、あなたは山札からカードを1枚引く。", "", 0),
        # reduced to 0: no damage dealt, nothing triggers (4-3-10)
        (
            "『鳴瀬真奈美』がダメージを受けたとき、あなたは山札からカードを1枚引く。",
            ", reduce: [{do: reduce_damage, player: B, amount: 3}]",
            0,
        ),
    ],
)
def test_an_ability_triggered_when_a_character_takes_damage(
    text: str, reduce: str, drawn: int
) -> None:
    """「…がダメージを受けたとき」 (4-3-10): triggered by damage dealt (more than 0), this card's
    or a character of yours / the opponent's / anyone's."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    ab = _program(text, "character")
    assert ab.supported and ab.program.on == "damaged", ab.reason
    scn = (_CRASH % (text, "", 1)).replace("source: Aのスペル}", f"source: Aのスペル{reduce}}}")
    if text.startswith("『"):  # this card's own damage: the text is 鳴瀬真奈美's
        scn = scn.replace(f'text: "{text}"', 'text: ""').replace(
            "ap: 2, dp: 2}", f'ap: 2, dp: 2, text: "{text}"}}'
        )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"B.hand": drawn}
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


_NEGATE = """
game: co
title: a play negated in answer
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field: [{name: 戦士, type: character, ap: 2, dp: 3}]
    hand:
      - {name: 新兵, type: character, cost: 1, ap: 1, dp: 1}
      - {name: 矢, type: spell, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}
  B:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 盾兵, type: character, ap: 1, dp: 3}]
    hand: [{name: 否, type: spell, cost: 1, text: "%s"}]
actions:
  - do: play
    card: %s
%s    respond: [{do: play, player: B, card: 否, target: %s}]
ask: [%s.zone, A.energy, 盾兵.zone]
"""


@pytest.mark.parametrize(("played", "target"), [("新兵", ""), ("矢", "    target: 盾兵\n")])
def test_a_play_negated_goes_to_the_dustbox_and_does_not_resolve(played: str, target: str) -> None:
    """「対象のプレイされたカードをうち消す」 (4-2-14): the card played goes to the top of its
    owner's dustbox without resolving (a character does not enter the field, a spell's damage is
    not dealt), and the cost paid for it stays paid (4-3-2)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = "対象のプレイされたカードをうち消す。"
    ab = _program(text)
    assert ab.supported and ab.program.ops[0].kind == "negate", ab.reason
    assert ab.program.targets == "played"
    r = resolve(loads(_NEGATE % (text, played, target, played, played)))
    assert r.outcome["state"] == {
        f"{played}.zone": "A.dustbox",
        "A.energy": 1,
        "盾兵.zone": "B.field",
    }
    assert "4.2.14" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


_PLAYED = """
game: co
title: a play that succeeded
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand:
      - {name: 新兵, type: character, cost: 1, ap: 1, dp: 1}
      - {name: 癒し, type: spell, cost: 1, text: "あなたはHPが1点回復する。"}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 否, type: spell, cost: 1, text: "対象のプレイされたカードをうち消す。"}]
    field: [{name: 賢者, type: navigator, text: "%s"}]
actions:
  - {do: play, card: %s%s}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("who", "played", "negated", "drawn"),
    [
        ("いずれかのデュエルマスター", "癒し", False, 1),
        ("いずれかのデュエルマスター", "新兵", False, 0),  # a character: not a spell card's play
        # negated: 癒し's play did not succeed; B's 否, a spell, did
        ("いずれかのデュエルマスター", "癒し", True, 1),
        ("相手", "癒し", False, 1),
        ("あなた", "癒し", False, 0),  # B's card waits for B's own plays
    ],
)
def test_an_ability_triggered_when_a_play_succeeds(
    who: str, played: str, negated: bool, drawn: int
) -> None:
    """「…がスペルカードのプレイに成功したとき」 (4-3-2-6): triggers once the play has resolved,
    for a play of the player named and of the card type named; a negated play does not resolve
    (4-2-14) and triggers nothing."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"{who}がスペルカードのプレイに成功したとき、あなたは山札からカードを1枚引く。"
    ab = _program(text, "navigator")
    assert ab.supported and ab.program.on == "played", ab.reason
    respond = f", respond: [{{do: play, player: B, card: 否, target: {played}}}]" if negated else ""
    r = resolve(loads(_PLAYED % (text, played, respond)))
    assert r.outcome["state"] == {"B.hand": (0 if negated else 1) + drawn}
    assert ("4.3.2.6" in r.decided_by) and not [
        w for w in r.main.warnings if w.kind == "unsupported"
    ]


@pytest.mark.parametrize(("where", "kept"), [("field", True), ("hand", False)])
def test_a_hand_limit_in_card_text_holds_while_the_card_is_on_the_field(
    where: str, kept: bool
) -> None:
    """「あなたの手札の上限は9枚になる」 (3-7-3, 4-2-9): on a navigator on its player's field the
    end phase cuts the hand to 9, not 7; the same card in the hand changes nothing (4-3-8)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = "あなたの手札の上限は9枚になる。"
    ab = _program(text, "navigator")
    assert ab.supported and ab.program.statics[0].kind == "hand_limit", ab.reason
    nav = f'{{name: 賢者, type: navigator, text: "{text}"}}'
    hand = [nav] if where == "hand" else []
    field = [nav] if where == "field" else []
    scn = f"""
game: co
title: a hand limit in card text
turn: {{player: A, number: 4, phase: end, step: end}}
players:
  A:
    hp: 20
    deck: 10
    hand: [{", ".join(hand + [f"{{name: c{i}}}" for i in range(9 - len(hand))])}]
    field: [{", ".join(field)}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: turn_end}}
ask: [A.hand, A.dustbox]
"""
    r = resolve(loads(scn))
    assert r.outcome["state"] == (
        {"A.hand": 9, "A.dustbox": 0} if kept else {"A.hand": 7, "A.dustbox": 2}
    )
    assert ("4.2.9" in r.decided_by) == kept
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
