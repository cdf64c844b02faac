"""Negative states of cards, one family for every game: 「…は（相手の技によって）レストされない」,
「…は（相手の技の効果で）レストしない」, 「…は相手の技で控え室に置かれない」, 「…は相手の技によって
控え室から他の領域に移動しない」, 「…は相手の技によってリングから離れない」, 「…は相手の《X》の技の効果を受けない」, 「…は相手のベンチのカードの
技で選ばれない」 — an event (a change of state, a move, any effect, a choice) that does not happen to
the cards named while the cause is the one named (whose ability, of which card, with which
attribute). The passive (「されない」 / 「置かれない」), the intransitive negative (「しない」 /
「移動しない」) and 「…の効果を受けない」 read the same; the particle of the cause (に / で / によって /
の効果で) does not change it.

What the engine then does is the game's (a prohibition wins over an instruction to do it: VS 1.3.3,
WS 1.3.3, …): this module only reads the text into a game-neutral ``Protection``; the game's
vocabulary supplies its zones (``Vocab.zones``) and the noun of its abilities (``Vocab.kinds``
mapped to one of ``SOURCE_KINDS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grammar import ast as A
from ruling.cardtext.vocab import OWNERS, Vocab

# the neutral names a game's ability noun is mapped to (``Vocab.kinds``): VS 技, other games 能力
SOURCE_KINDS = frozenset({"technique", "ability"})
# the verbs of the events a negative state keeps off a card: a change of state (4.9.1 in VS),
# a move (「置かれない」 / 「戻されない」 / 「移動しない」), a choice (「選ばれない」)
STATE_VERBS = {"rest": "rest", "stand": "stand", "reverse": "reverse"}
MOVE_VERBS = frozenset({"put", "return", "move", "send"})
# 「Xから離れない」: a move out of the zone X to any other zone (the source said, no goal)
LEAVE_VERBS = frozenset({"leave"})
# the forms a negative state is printed in: the passive negative (「されない」) and the negative
# (「しない」 of an intransitive reading, 「受けない」)
NEGATIVE_FORMS = (A.Form.PASSIVE_NEG, A.Form.NEGATIVE)
# the roles the cause may stand in (「相手の技に / で / によって / の効果で」)
CAUSE_ROLES = (A.Role.BY, A.Role.MEANS, A.Role.GOAL)


@dataclass(frozen=True)
class Protection:
    """``event``: ``rest`` / ``stand`` / ``reverse`` / ``move`` / ``effect`` (any effect of the
    cause) / ``choose``; ``dst`` / ``src``: a move's zones (the game's; None: any other zone /
    from wherever it is); ``by_owner``: whose ability the cause is (``you`` / ``opponent``; None:
    anyone's); ``by_zones``: the zones of the card whose ability it is (「相手のベンチのカードの
    技」); ``by_attrs``: the ability's attributes (「《癒し》の技」); ``topic``: the noun phrase of
    the cards kept; ``time``: the duration printed (a one-shot's), else None."""

    event: str
    topic: Any
    dst: str | None = None
    src: str | None = None
    by_owner: str | None = None
    by_zones: tuple[str, ...] = ()
    by_attrs: tuple[str, ...] = ()
    time: Any = None


class NotThisShape(Exception):
    """The text is a negative state, but one of a shape this reader does not know (``reason``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _kind(t: Any, v: Vocab) -> str | None:
    return v.kinds.get(t.id, t.id) if isinstance(t, A.CardKind) else None


def read_cause(np: Any, v: Vocab) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """「（相手の）（ベンチのカードの）（《X》の）技（の効果）」 -> (owner, zones, attributes)."""
    terms = list(getattr(np, "terms", ()))
    if terms and isinstance(terms[-1], A.CardKind) and terms[-1].id == "effect":
        terms.pop()  # 「…の技の効果」: the effect of the ability is the ability's
    if not terms or _kind(terms[-1], v) not in SOURCE_KINDS:
        raise NotThisShape("a negative state caused by something other than an ability")
    owner: str | None = None
    zones: list[str] = []
    attrs: list[str] = []
    for t in terms[:-1]:
        if isinstance(t, A.Owner) and owner is None and t.who in OWNERS:
            owner = OWNERS[t.who]
        elif isinstance(t, A.Zone) and t.id in v.zones:
            zones.append(v.zones[t.id])
        elif isinstance(t, A.CardKind) and _kind(t, v) == "card" and zones:
            continue  # 「ベンチのカードの技」: the card in that zone whose ability it is
        elif isinstance(t, A.Trait):
            attrs.append(t.text)
        else:
            raise NotThisShape("a negative state caused by an ability so described")
    return owner, tuple(zones), tuple(attrs)


def _zone(np: Any, v: Vocab) -> str | None:
    """The one zone a noun phrase names (「控え室に」 / 「控え室から」); None for 「他の領域」."""
    terms = [t for t in getattr(np, "terms", ()) if not isinstance(t, A.Owner)]
    if len(terms) == 2 and isinstance(terms[0], A.Ref) and terms[0].id == "other":
        if isinstance(terms[1], A.Zone) and terms[1].id == "any_zone":
            return None  # 「他の領域に」: any zone other than the one it is in
    if len(terms) == 1 and isinstance(terms[0], A.Zone) and terms[0].id in v.zones:
        return v.zones[terms[0].id]
    raise NotThisShape("a move of a negative state to or from a zone of this kind")


def read_protection(body: Any, v: Vocab) -> Protection | None:
    """The negative state a step states, or None when it is not one (another verb or form);
    ``NotThisShape`` for one whose parts this reader does not know."""
    if not isinstance(body, A.Action) or body.form not in NEGATIVE_FORMS or body.modal:
        return None
    args = {a.role: a.value for a in body.args}
    if len(args) != len(body.args):
        return None
    topic = args.pop(A.Role.TOPIC, None)
    if topic is None:
        topic = args.pop(A.Role.SUBJECT, None)
    time = args.pop(A.Role.TIME, None)
    if topic is None:
        return None
    verb = body.verb
    if verb == "receive":
        # 「…の効果を受けない」: every effect of the cause (the object 「ダメージ」 is the damage's)
        obj = args.pop(A.Role.OBJECT, None)
        last = getattr(obj, "terms", ())[-1:] if obj is not None else ()
        if not last or not isinstance(last[0], A.CardKind) or last[0].id != "effect" or args:
            return None
        owner, zones, attrs = read_cause(obj, v)
        return Protection("effect", topic, None, None, owner, zones, attrs, time)
    if verb == "choose" and body.form is A.Form.PASSIVE_NEG:
        event = "choose"
    elif verb in STATE_VERBS:
        event = STATE_VERBS[verb]
    elif verb in MOVE_VERBS | LEAVE_VERBS:
        event = "move"
    else:
        return None
    dst = src = None
    if verb in LEAVE_VERBS:
        # 「…は相手の技によってリングから離れない」: no move out of the zone named, whatever zone
        # it would go to (``dst`` None)
        if A.Role.SOURCE not in args or A.Role.GOAL in args:
            return None
        src = _zone(args.pop(A.Role.SOURCE), v)
    elif event == "move":
        if A.Role.GOAL not in args:
            return None
        dst = _zone(args.pop(A.Role.GOAL), v)
        if A.Role.SOURCE in args:
            src = _zone(args.pop(A.Role.SOURCE), v)
    causes = [r for r in CAUSE_ROLES if r in args]
    if len(causes) != 1 or set(args) != {causes[0]}:
        # a negative state with no cause named (「このカードはレストしない」), or other parts: not
        # this family's (the game may read it otherwise)
        return None
    owner, zones, attrs = read_cause(args[causes[0]], v)
    return Protection(event, topic, dst, src, owner, zones, attrs, time)
