"""Modal steps, one construction for every game: what a card says a player CANNOT (or CAN) do —
「（そのターン中、）相手はカードを引けない」, 「このターン、あなたはアタック宣言を行えない」,
「ターン終了時まで、あなたはカードをプレイすることができない」, 「次の相手のターン終了時まで、相手は
アタックできない」.

A modal step reads as a ``Modal``: its polarity (a prohibition, or a permission), the action it
covers — the same action the rules and the effects carry out, named by the game's vocabulary
(``Vocab.modal_actions``: the lexicon's verb, with the object it takes, -> the engine's action
and the clauses that define it) — who it binds (a player: 「あなたは」 / 「相手は」 / both players;
or, where the act names the card it is done with, the cards: 「そのユニットは【起】能力を発動
できない」, the card whose ability is used) and how long (the duration printed, else the one
said before it or the game's default for an effect). The forms read the same: the potential
negative (「引けない」 / 「行えない」 / 「使えない」), 「…できない」, the periphrasis 「…することが
できない」 / 「…することはできない」.

What the engine does with it is the rules' own: a one-shot effect puts a prohibition in force on
that player for the period (``prohibition_effect``: an effect of op ``prohibit`` on the action),
and the engine's action check (``core._do_action``) refuses the action whoever instructs it — an
effect, a player's declaration, a rule's procedure — citing the game's principle that a
prohibition beats an instruction (WS / VG 1.3.3, VS 1.3.3, CO 4.2.9, MC 4.1.12), the clauses of the
action, and the effect's. A modal the construction cannot read is ``NotThisShape`` (its reason),
never run as another step — left to the game's own readers, which read it or refuse it.

An object that describes cards (「グレード３のカードをコールできない」, 「このカードと同名のカードの
【起】能力を発動できない」) says which cards the action is prohibited with: where the game's action
names the card it is done with and its runtime reads the description (``ModalAction.filters``),
the ``Modal`` carries the description (``objects``, with the card its names are compared with,
``same_as``) and the effect a ``state.CardFilter`` (the game's matcher), which the engine's
check reads on the card the action names (``core._covered``): the action with any other card is
done. Elsewhere such an object is ``NotThisShape``, as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from grammar import ast as A

# the forms of a prohibition and of a permission; the periphrasis 「…することができない /
# ことはできない / ことができる」 is the plain verb (``Action.modal``) in the final form
PROHIBIT_FORMS = frozenset({A.Form.CANNOT})
PERMIT_FORMS = frozenset({A.Form.CAN})
PROHIBIT_MODALS = frozenset({"ことができない", "ことはできない"})
PERMIT_MODALS = frozenset({"ことができる"})
# the players a modal step may bind (「あなたは」 / 「相手は」 / 「自分は」)
PLAYERS = {
    "you": "you",
    "self": "you",
    "opponent": "opponent",
    "own_army": "you",
    "enemy_army": "opponent",
}


@dataclass(frozen=True)
class ModalAction:
    """A game's action a modal step may cover, as data: ``action``, the engine's action (the
    ``ActionDef`` the rules and the effects carry out, whose check reads the prohibitions);
    ``clauses``, the clauses defining the action (cited with a prohibition of it); ``ja`` /
    ``en``, its prohibition in a ruling (「カードを引けない」 / ``cannot draw``). The vocabulary's key is the lexicon's verb, or
    ``verb:object`` when the verb takes a word naming the action (CO 「アタック宣言を行う」:
    ``perform:attack``); ``objects``: the objects that name every card the action may take
    (「カードを引く」: ``card``), read as no object."""

    action: str
    clauses: tuple[str, ...]
    ja: str
    en: str
    objects: frozenset[str] = frozenset({"card"})
    # who the prohibition may bind: a player (「相手は」), or a card too (「このカードは技を使え
    # ない」) where the action names the card it is done with (its ``card`` parameter, which the
    # engine's check reads: the card whose ability is used)
    binds: frozenset[str] = frozenset({"player"})
    # the object may describe the cards the action is done with (「グレード３のカードをコールでき
    # ない」, 「このカードと同名のカードの【起】能力を発動できない」: 「Xの」 before a word of
    # ``objects``): the prohibition covers the action with those cards only (``Modal.objects``,
    # a ``state.CardFilter`` the engine's check reads on the action's ``card`` / ``cards``) — set
    # by a game whose runtime builds that filter (its matcher), else such an object is refused
    filters: bool = False


@dataclass(frozen=True)
class Modal:
    """A modal step read: ``polarity`` (``prohibit`` / ``permit``), the action it covers, the
    player it binds (``you`` / ``opponent`` / ``both``: the one the step names, from the point
    of view of the ability's controller) and the duration printed (a ``Duration``, or None)."""

    polarity: str
    action: ModalAction
    player: str  # "" when cards are bound (``cards``)
    time: Any = None
    # the end printed as a point (CO 「次の相手のターン終了時まで」 typed as a limit): read by the
    # game (``Vocab.hooks["until"]``), else refused
    limit: Any = None
    # the cards bound (the noun phrase of 「このカードは」 / 「相手のリングのカード1枚は」), when the
    # subject is not a player and the action binds cards (``ModalAction.binds``)
    cards: Any = None
    # the cards the action is prohibited with (``ModalAction.filters``): the noun phrase that
    # describes them, and the card their names are compared with (「Xと同名の」: its 「Xと」)
    objects: Any = None
    same_as: Any = None


class NotThisShape(Exception):
    """A modal step of a shape this construction does not read (``reason``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def polarity(b: Any) -> str | None:
    """``prohibit`` / ``permit`` for a step in a modal form, else None. The potential of a verb
    in -eru (「加えられない」) is spelled as its passive: with an object (を) and a player as its
    topic it is the potential (a passive takes no を of the one it happens to) — 「相手は控え室の
    カードを手札に加えられない」 is a prohibition."""
    if not isinstance(b, A.Action):
        return None
    if b.form in PROHIBIT_FORMS and b.modal is None:
        return "prohibit"
    if b.form is A.Form.PASSIVE_NEG and b.modal is None:
        roles = {a.role: a.value for a in b.args}
        who = roles.get(A.Role.TOPIC, roles.get(A.Role.SUBJECT))
        if A.Role.OBJECT in roles and player_of(who) is not None:
            return "prohibit"
    if b.form in PERMIT_FORMS and b.modal is None:
        return "permit"
    if b.form is A.Form.FINAL and b.modal in PROHIBIT_MODALS:
        return "prohibit"
    if b.form is A.Form.FINAL and b.modal in PERMIT_MODALS:
        return "permit"
    return None


def _term_key(t: Any) -> str | None:
    if isinstance(t, A.CardKind | A.Word | A.Zone):
        return t.id
    if isinstance(t, A.Unknown):
        return t.text
    return None


def object_key(np: Any) -> str | None:
    """A noun phrase of bare words (「カード」, 「アタック宣言」) as the ids of its words joined
    with ``+`` (``attack+宣言``); None for one that describes (an owner, a count, a filter)."""
    if not isinstance(np, A.NounPhrase) or any(link not in ("", "の") for link in np.links):
        return None
    keys = [_term_key(t) for t in np.terms]
    if not keys or any(k is None for k in keys):
        return None
    return "+".join(k for k in keys if k is not None)


# the words for a player after its side (「相手の / 相手プレイヤー」, VG 「ファイター」, CO 「（敵）
# デュエルマスター」): the player of that side
PLAYER_NOUNS = frozenset({"player", "duel_master"})
# CO 「敵デュエルマスター」: the opponent's side (4.2.12: the player facing the one using the text)
ENEMY = A.Unknown("敵")


def player_of(np: Any, owners: Mapping[str, str | None] | None = None) -> str | None:
    """The player(s) a noun phrase names: 「あなた」 / 「相手」 / 「自分」, a side's player (MC
    「敵軍プレイヤー」 / 「自軍プレイヤー」, 「相手のファイター」, CO 「敵デュエルマスター」) ->
    ``you`` / ``opponent``; both players (「各プレイヤー」 / 「お互いのファイター」 / 「すべての
    デュエルマスター」) -> ``both``; else None."""
    if not isinstance(np, A.NounPhrase):
        return None
    terms = list(np.terms)
    if len(terms) == 2 and terms[0] == ENEMY and terms[1] == A.Owner("duel_master"):
        return "opponent"
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Count)
        and terms[0].bound == "all"
        and terms[1] in (A.Owner("duel_master"), A.Owner("player"))
    ):
        return "both"  # 「すべてのデュエルマスター / プレイヤー」
    if not terms or not all(isinstance(t, A.Owner) for t in terms):
        return None
    sides = {**PLAYERS, **{k: v for k, v in (owners or {}).items() if v in ("you", "opponent")}}
    whos = [t.who for t in terms]  # type: ignore[union-attr]
    if len(whos) == 2 and whos[1] in PLAYER_NOUNS:
        whos = whos[:1]
    if whos == ["all_players"]:
        return "both"
    if len(whos) == 1 and whos[0] in sides:
        return sides[whos[0]]
    return None


def players(who: str, master: str, opponent: str) -> tuple[str, ...]:
    """The players a modal binds (``Modal.player``), from the point of view of ``master`` (the
    ability's controller): ``you`` / ``opponent`` / ``both`` (the turn order is not asked:
    each is bound alike)."""
    if who == "both":
        return (master, opponent)
    return (opponent,) if who == "opponent" else (master,)


def read_modal(
    b: Any, actions: Mapping[str, ModalAction], owners: Mapping[str, str | None] | None = None
) -> Modal | None:
    """The modal step ``b`` states with a player as its subject, or None when it is not one (not
    in a modal form, no player named, or a verb the game's vocabulary does not list);
    ``NotThisShape`` for a modal step on a listed action with parts this reader does not know
    (an object that filters the cards, a means, a place)."""
    pol = polarity(b)
    if pol is None:
        return None
    args: dict[A.Role, Any] = {}
    for a in b.args:
        if a.role in args:
            return None
        args[a.role] = a.value
    who = args.pop(A.Role.TOPIC, None)
    if who is None:
        who = args.pop(A.Role.SUBJECT, None)
    player = player_of(who, owners)
    if player is None and not isinstance(who, A.NounPhrase):
        return None
    with_ = args.pop(A.Role.WITH, None) if player is not None else None
    compared_with = None
    if with_ is not None and player_of(with_, owners) is None:
        # 「あなたはこのカードと同名のカードを…できない」: 「Xと」 the card the object's names are
        # compared with (read with the object, below)
        compared_with, with_ = with_, None
    if with_ is not None:
        # 「あなたと相手は」: both players (the topic and the one joined with と)
        if {player, player_of(with_, owners)} != {"you", "opponent"}:
            return None
        player = "both"
    verb = b.verb
    done = args.get(A.Role.NONE)
    if verb == "do" and isinstance(done, A.NounPhrase) and object_key(done) is not None:
        # 「特殊能力を使用できない」 typed as 「使用」 done: the verb is the word (``do:使用``)
        verb = f"do:{object_key(args.pop(A.Role.NONE))}"
    time = args.pop(A.Role.TIME, None)
    limit = args.pop(A.Role.LIMIT, None)
    obj = args.pop(A.Role.OBJECT, None)
    if (
        player is not None
        and isinstance(obj, A.NounPhrase)
        and len(obj.terms) > 1
        and obj.terms[0] == A.Owner("self")
        and obj.links[:1] == ("の",)
        and isinstance(obj.terms[1], A.Zone)
    ):
        # 「相手は自分の控え室のカードを…できない」: 「自分の」 is the player the step binds — the
        # zone is that player's own, as with no owner written (``add:waiting_room+card>hand``)
        obj = A.NounPhrase(obj.terms[1:], obj.links[1:])
    key = object_key(obj) if obj is not None else None
    # a move's place (「控え室のカードを手札に加えられない」): the vocabulary's key names it
    # (``add:waiting_room+card>hand``), the act being the move from one zone to the other
    goal = object_key(args.get(A.Role.GOAL)) if A.Role.GOAL in args else None
    entry = None
    if key is not None and goal is not None:
        entry = actions.get(f"{verb}:{key}>{goal}")
        if entry is not None:
            args.pop(A.Role.GOAL)
    if entry is None and key is not None:
        entry = actions.get(f"{verb}:{key}")
    described = None
    if entry is None:
        entry = actions.get(verb)
        if entry is None:
            return None
        if obj is not None and key not in entry.objects:
            described = described_cards(obj, entry)
            if described is None and compared_with is None:
                raise NotThisShape(f"a {pol} of {entry.action} on cards described")
    if compared_with is not None and described is None:
        return None  # 「Xと」 neither a player nor a card compared with: not this construction
    if player is None and "card" not in entry.binds:
        return None  # a card's act this game's vocabulary does not bind on cards
    if args:
        roles = ", ".join(sorted(r.value for r in args))
        raise NotThisShape(f"a {pol} of {entry.action} with {roles}")
    if time is not None and not isinstance(time, A.Duration):
        raise NotThisShape(f"a {pol} of {entry.action} lasting until a point")
    if described is not None and (pol != "prohibit" or player is None):
        raise NotThisShape(f"a {pol} of {entry.action} on cards described, not a player's")
    if player is None:
        return Modal(pol, entry, "", time, limit, cards=who)
    return Modal(pol, entry, player, time, limit, objects=described, same_as=compared_with)


def described_cards(obj: Any, entry: ModalAction) -> A.NounPhrase | None:
    """The noun phrase describing the cards an object names, when the action may be prohibited
    with some cards only (``ModalAction.filters``): the object itself when it names cards
    (「グレード３のカード」, 「イベントカード」: its last word a kind of card, no count), or the
    words before 「の」 and a word of ``objects`` (「このカードと同名のカードの【起】能力」: the
    cards whose ability it is); None for any other object."""
    if not entry.filters or not isinstance(obj, A.NounPhrase) or not obj.terms:
        return None
    if any(isinstance(t, A.Count) for t in obj.terms):
        return None  # 「カード１枚を」: a count is not a description of which cards
    for k in range(len(obj.terms) - 1, 0, -1):
        tail = A.NounPhrase(obj.terms[k:], obj.links[k:])
        key = object_key(tail)
        if obj.links[k - 1] == "の" and key != "card" and key in entry.objects:
            head = A.NounPhrase(obj.terms[:k], obj.links[: k - 1])
            return head if isinstance(head.terms[-1], A.CardKind) else None
    if "card" in entry.objects and isinstance(obj.terms[-1], A.CardKind):
        return obj
    return None


def modal_op_detail(m: Modal) -> tuple[tuple[str, Any], ...]:
    """The details a game's ``Op`` carries for a modal step (its runtime reads them back with
    ``modal_of_detail``): the polarity and the action's clauses and names."""
    return (
        ("modal", m.polarity),
        ("modal_clauses", m.action.clauses),
        ("modal_ja", m.action.ja),
        ("modal_en", m.action.en),
    )


def modal_of_detail(detail: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    d = dict(x for x in detail if isinstance(x, tuple) and len(x) == 2)
    return {
        "polarity": d.get("modal", "prohibit"),
        "clauses": tuple(d.get("modal_clauses", ())),
        "ja": str(d.get("modal_ja", "")),
        "en": str(d.get("modal_en", "")),
        # the cards it is prohibited with (``Modal.objects`` compiled by the game's selector)
        "where": d.get("modal_where"),
        "where_ja": str(d.get("modal_where_ja", "")),
    }


def prohibition_effect(
    *,
    player: str,
    action: str,
    label: str = "",
    detail: tuple[tuple[str, Any], ...],
    until: str,
    period_ja: str,
    period_en: str,
    source: str,
    caused_by: tuple[int, ...],
    clauses: tuple[str, ...],
    where: Any = None,
) -> Any:
    """The effect a one-shot modal step puts in force (every game's runtime yields this): the
    player (or the card: ``player`` a card's uid, ``label`` its name) may not do the action for
    the period — an effect of op ``prohibit`` on the action, which the engine's check of that
    action reads wherever it is attempted (``core._do_action``: on its doer, and on the card it
    names, with the game's prohibition principle). ``clauses``: the step's own (the effect's,
    its duration's); the action's are added from ``detail``. ``where``: the cards it is
    prohibited with (a ``state.CardFilter``, the game's reading of ``Modal.objects``): the
    action with other cards is not prohibited."""
    from ruling.rules import AddEffect

    d = modal_of_detail(detail)
    with_ = f"（{where.ja}で）" if where is not None else ""
    with_en = f" (with {where.en})" if where is not None else ""
    return AddEffect(
        target=player,
        stat=action,
        op="prohibit",
        value=where if where is not None else 0,
        until=until,
        caused_by=caused_by,
        clauses=tuple(dict.fromkeys((*clauses, *d["clauses"]))),
        source=source,
        ja=f"{period_ja}、{label or player} は{with_}{d['ja']}",
        en=f"{label or player} {d['en']}{with_en} ({period_en})",
    )
