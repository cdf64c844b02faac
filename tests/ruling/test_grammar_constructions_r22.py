"""What the compilers make of the constructions the clause grammar types since round 22
(s18gram; tests/grammar/test_constructions_r22.py for the typing): each on a board, or refused
with its reason where no rules-correct meaning is given."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run

VG_ATTACK_VANGUARD = "  - {do: attack, attacker: vanguard, target: vanguard}"


# ------------------------------------------------------------------ 「そのターン中のバトル」 (VG)


def test_that_turns_battle_counted_as_the_battle_in_progress_10_3_1_3() -> None:
    """「そのターン中のバトルが２回目以降なら、１枚引く」 is 「そのターンのバトルが２回目以降なら」: the
    battle in progress counted among the turn's battles (10.3.1.3). The rear-guard's attack
    after the vanguard's draws (the drive check took 山1, the draw 山2); alone it does not."""
    for text in (
        "【自】【(R)】：このユニットがアタックした時、そのターン中のバトルが２回目以降なら、１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、このターン中のバトルが２回目以上なら、１枚引く。",
    ):
        second = run(text, actions=VG_ATTACK_VANGUARD + "\n" + ATTACK)
        assert not unsupported(second) and "山2" in zone(second, "A", "hand"), text
        first = run(text, actions=ATTACK)
        assert not unsupported(first) and zone(first, "A", "hand") == [], text


def test_whose_turn_and_the_battle_count_in_a_continuous_ability() -> None:
    """【永】「あなたのターン中、そのターン中のバトルが２回目以降なら、このユニットのパワー＋5000」:
    both hold in the rear-guard's battle after the vanguard's (10000 + 5000 hits 15000), not in
    its first battle (10000 does not)."""
    text = "【永】【(R)】：あなたのターン中、そのターン中のバトルが２回目以降なら、このユニットのパワー＋5000。"
    strong = "{name: 騎士, grade: 3, power: 15000}"
    second = run(text, actions=VG_ATTACK_VANGUARD + "\n" + ATTACK, opponent=strong)
    assert not unsupported(second) and len(zone(second, "B", "damage")) == 1
    first = run(text, actions=ATTACK, opponent=strong)
    assert not unsupported(first) and zone(first, "B", "damage") == []
    # on the opponent's turn the same count does not give it
    theirs = "【永】【(R)】：相手のターン中、そのターン中のバトルが２回目以降なら、このユニットのパワー＋5000。"
    mine = run(theirs, actions=VG_ATTACK_VANGUARD + "\n" + ATTACK, opponent=strong)
    assert not unsupported(mine) and zone(mine, "B", "damage") == []


def test_a_count_of_battles_is_read_as_a_count_not_an_ordinal() -> None:
    """「そのターン中のバトルが１回以上なら」 counts the turn's battles (not which one is in
    progress). Refused until round 57; read since round 58 (s55vgC2) as the count of the turn's
    battles so far, the one in progress among them (10.3.1.3) — corrected (round 58, lead): the
    rear-guard's first battle makes one, so 「１回以上」 draws and 「２回以上」 does not."""
    once = "【自】【(R)】：このユニットがアタックした時、そのターン中のバトルが１回以上なら、１枚引く。"
    r = run(once, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    twice = once.replace("１回以上", "２回以上")
    r = run(twice, actions=ATTACK)
    assert not unsupported(r) and zone(r, "A", "hand") == []


# ------------------------------------------------------------------ 「Xは、<timing>、…する」 (VG)

END_PHASE = "  - {do: end_phase}"


def test_a_timing_point_among_a_steps_arguments_is_its_time_11_9_7() -> None:
    """「このユニットは、そのターンの終了時、山札の下に置く」 / 「…、そのターン終了時、退却する」: the
    timing point printed after the topic is the step's time, as 「そのターンの終了時、このユニット
    を山札の下に置く」 says it (a delayed trigger, 11.9.7): at the end of the turn the rear-guard is
    put there; before it, it is still on its circle."""
    for text, where in (
        (
            "【自】【(R)】：このユニットがアタックした時、このユニットは、そのターンの終了時、山札の下に置く。",
            "deck",
        ),
        (
            "【自】【(R)】：このユニットがアタックした時、このユニットは、そのターン終了時、退却する。",
            "drop",
        ),
    ):
        ended = run(text, actions=ATTACK + "\n" + END_PHASE)
        assert not unsupported(ended), text
        assert "剣士" in zone(ended, "A", where) and zone(ended, "A", "field.left_front") == []
        during = run(text, actions=ATTACK)
        assert zone(during, "A", "field.left_front") == ["剣士"], text


# ------------------------------------------------------------------ 「…するたびに」 (any game)


def test_each_time_is_a_trigger_as_ta_toki() -> None:
    """「このユニットがアタックするたびに、１枚引く」 / 「…たび、」: each attack triggers it, as
    「このユニットがアタックした時」 does: the rear-guard's attack draws 山1."""
    for text in (
        "【自】【(R)】：このユニットがアタックするたびに、１枚引く。",
        "【自】【(R)】：このユニットがアタックするたび、１枚引く。",
    ):
        r = run(text, actions=ATTACK)
        assert not unsupported(r) and zone(r, "A", "hand") == ["山1"], text
        # another unit's attack: its drive check alone (山1), no draw (山2)
        quiet = run(text, actions=VG_ATTACK_VANGUARD)
        assert not unsupported(quiet) and zone(quiet, "A", "hand") == ["山1"], text


def test_each_time_compiles_as_the_past_event_in_every_reader() -> None:
    """The program of 「…するたびに」 / 「…されるたび」 is the one of 「…した時」 / 「…された時」 (VG's
    and WS's trigger readers, CO's through ``when_inner``); after a form that names no event
    that happened (「…しないたびに」) it is refused, not run."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    def program(game: str, text: str) -> object:
        (ab,) = abilities_of(game, Card("x", "x", text=text))
        assert ab.supported, (text, ab.reason)
        return ab.program.trigger

    pairs = [
        (
            "vg",
            "【自】【(V)】：あなたのリアガードが退却するたびに、１枚引く。",
            "【自】【(V)】：あなたのリアガードが退却した時、１枚引く。",
        ),
        (
            "vg",
            "【自】【(R)】：このユニットがアタックされるたび、１枚引く。",
            "【自】【(R)】：このユニットがアタックされた時、１枚引く。",
        ),
        (
            "ws",
            "【自】 他のあなたのキャラが舞台から控え室に置かれるたびに、そのターン中、このカードのパワーを＋1000。",
            "【自】 他のあなたのキャラが舞台から控え室に置かれた時、そのターン中、このカードのパワーを＋1000。",
        ),
    ]
    for game, each, once in pairs:
        assert program(game, each) == program(game, once), each
    (no,) = abilities_of(
        "vg", Card("x", "x", text="【自】【(V)】：あなたのリアガードが退却しないたびに、１枚引く。")
    )
    assert not no.supported


# ------------------------------------------------------------------ 「【コスト】[…]することで、さらに…」 (VG)

FACE_UP_DAMAGE = "[{name: 傷, type: normal, grade: 1}]"


def test_a_connector_after_the_cost_leads_the_step_the_cost_is_paid_for() -> None:
    """「１枚引く。【コスト】[【カウンターブラスト】(1)]することで、さらに１枚引く」: the connector
    printed after the cost leads the step the cost is paid for, as 「さらに、【コスト】[…]することで、
    １枚引く」 (the same program): paid, a second card is drawn and the damage turned face down;
    not paid, one card."""
    for text in (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。【コスト】[【カウンターブラスト】(1)]することで、さらに１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、１枚引く。さらに、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
    ):
        yes = run(
            text,
            actions=ATTACK,
            damage=FACE_UP_DAMAGE,
            choices="choices:\n  - {player: A, choose: yes}",
        )
        assert not unsupported(yes) and sorted(zone(yes, "A", "hand")) == ["山1", "山2"], text
        no = run(
            text,
            actions=ATTACK,
            damage=FACE_UP_DAMAGE,
            choices="choices:\n  - {player: A, choose: no}",
        )
        assert not unsupported(no) and zone(no, "A", "hand") == ["山1"], text


# ------------------------------------------------------------------ CO 「名前」:…


def test_a_co_name_with_a_colon_names_the_ability_and_does_nothing() -> None:
    """「「歌声」:『神崎 ミオ』をタップする:…」 is the ability 「『神崎 ミオ』をタップする:…」 with
    its name (4.3.4): the same program."""
    from tests.ruling.boards import co_ability

    body = "『神崎 ミオ』をタップする:ターン終了時まで、あなたがコントロールしているすべてのキャラクターに「+1:+0」の修正を与える。"
    named = co_ability("「歌声」:" + body, name="神崎 ミオ")
    plain = co_ability(body, name="神崎 ミオ")
    assert named.supported and plain.supported, (named.reason, plain.reason)
    assert named.program == plain.program


# ------------------------------------------------------------------ typed, refused by name


def test_a_proviso_and_the_new_verbs_are_refused_by_name_in_every_game() -> None:
    """「ただし、…」 (a proviso no compiler reads) and the verbs 振る / 残る / 数える / 続く are typed
    now; each game refuses them with a reason naming them, never runs the ability without them."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    cases = [
        (
            "co",
            "あなたは山札からカードを1枚引く。ただし、あなたは山札からカードを1枚引く。",
            "proviso",
        ),
        (
            "vg",
            "【自】【(V)】：このユニットがアタックした時、１枚引く。ただし、１枚引く。",
            "proviso",
        ),
        (
            "ws",
            "【自】 このカードがアタックした時、あなたは1枚引く。ただし、あなたは1枚引く。",
            "proviso",
        ),
        (
            "vs",
            "[リング]このカードがアタックした時、あなたは1枚引く。ただし、あなたは1枚引く。",
            "proviso",
        ),
        (
            "mc",
            "□[普通]試し 〈対象:自軍プレイヤー〉 対象は山札からカードを1枚引く。ただし、対象は山札からカードを1枚引く。",
            "proviso",
        ),
        # (mc 「ダイスを1個振る」 runs since round 25, with conditions on its result:
        # tests/ruling/test_mc_cardtext_r25.py)
        (
            "ws",
            "【自】 このカードがアタックした時、あなたは相手の手札の枚数を数え、1枚引く。",
            "count",
        ),
        ("co", "この修正は『大門 剛』がフィールドを離れるまで続く。", "last"),
        # (「…選び、それぞれについて、…」 runs since round 23: tests/ruling/test_vg_cardtext_r23.py)
        ("vg", "相手のリアガードがアタックした時にプレイできる。１枚引く。", "when"),
    ]
    for game, text, word in cases:
        abs_ = abilities_of(game, Card("x", "x", text=text))
        assert abs_ and not any(a.supported for a in abs_), text
        assert any(word in a.reason for a in abs_), (text, [a.reason for a in abs_])


# ------------------------------------------------------------------ 「…の枚数を数え、それが…なら」


def test_a_number_counted_then_compared_is_the_condition_on_it() -> None:
    """「あなたは相手の手札の枚数を数え、それが２枚以上なら、１枚引く」 / 「…を数え、２枚以上なら」: the
    counting names the number the condition compares (counting changes nothing): read as
    「相手の手札が２枚以上なら」 — the same program (VG, WS, VS), and on a board the draw happens
    with two cards in the opponent's hand, not with one."""
    from ruling.abilities import abilities_of
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from ruling.state import Card
    from tests.ruling.boards import vg_card_board

    def program(game: str, text: str) -> object:
        (ab,) = abilities_of(game, Card("x", "x", text=text))
        assert ab.supported, (text, ab.reason)
        return ab.program

    # the condition is the step's (read as the step is resolved, after the count), as when it
    # follows another step
    pairs = [
        (
            "vg",
            "【自】【(R)】：このユニットがアタックした時、１枚引き、あなたは相手の手札の枚数を数え、それが２枚以上なら、１枚引く。",
            "【自】【(R)】：このユニットがアタックした時、１枚引き、相手の手札が２枚以上なら、１枚引く。",
        ),
        (
            "ws",
            "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引き、相手の手札の枚数を数え、4枚以上なら、あなたは1枚引く。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引き、相手の手札が4枚以上なら、あなたは1枚引く。",
        ),
        (
            "vs",
            "[ベンチ]相手のリングのカードがアタックした時、あなたは1枚引き、相手の手札の枚数を数え、それが3枚以上なら、そのアタック中、相手のリングのカードを-1000/-0する。",
            "[ベンチ]相手のリングのカードがアタックした時、あなたは1枚引き、相手の手札が3枚以上なら、そのアタック中、相手のリングのカードを-1000/-0する。",
        ),
    ]
    for game, counted, plain in pairs:
        assert program(game, counted) == program(game, plain), counted
    text = "【自】【(R)】：このユニットがアタックした時、あなたは相手の手札の枚数を数え、それが２枚以上なら、１枚引く。"
    for hand, drawn in (
        ("[{name: 一, type: normal}, {name: 二, type: normal}]", True),
        ("[{name: 一, type: normal}]", False),
    ):
        board = vg_card_board(text, ATTACK).replace(
            "    deck: 10\nactions:", f"    hand: {hand}\n    deck: 10\nactions:"
        )
        r = resolve(loads(board, "t.yaml"))
        assert not unsupported(r)
        # the rear-guard's attack: no drive check, the draw alone takes 山1
        assert zone(r, "A", "hand") == (["山1"] if drawn else []), hand
    # a count no condition compares after it stays refused (数える is read nowhere else)
    (alone,) = abilities_of(
        "vg",
        Card(
            "x",
            "x",
            text="【自】【(R)】：このユニットがアタックした時、あなたは相手の手札の枚数を数え、１枚引く。",
        ),
    )
    assert not alone.supported
