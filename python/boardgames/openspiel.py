"""A bridge into OpenSpiel: every game of this package as a Python game of `pyspiel`.

After :func:`register`, ``pyspiel.load_game("boardgames_<game>")`` (``boardgames_chess``,
``boardgames_backgammon(match_length=3)``, ``boardgames_dominoes(players=4,teams=true)``,
...) gives a ``pyspiel.Game`` whose states play by this package's rules, so that
OpenSpiel's own algorithms (``evaluate_bots``, its MCTS, its observers) run on them
unchanged::

    import pyspiel
    from boardgames import openspiel

    openspiel.register()
    game = pyspiel.load_game("boardgames_backgammon(match_length=3)")
    state = game.new_initial_state()

How the two APIs meet:

- **Names and parameters.** Game ``g`` of :func:`boardgames.registered_games` is
  registered as ``boardgames_g`` with ``g``'s parameters and their defaults as its
  parameter specification (ints, bools, and words as strings); pyspiel fills in the
  defaults, and the bridge passes on to :func:`boardgames.load_game` only the values
  that differ from them (so a parameter whose default depends on others, such as
  backgammon's ``jacoby`` in a match, keeps the package's own rule).
- **Actions.** Player actions keep their ids (``0 .. num_distinct_actions``). The
  package numbers chance outcomes from ``num_distinct_actions()`` on; OpenSpiel wants
  them in ``0 .. max_chance_outcomes``, so the bridge subtracts
  ``num_distinct_actions()`` going out (``chance_outcomes``, ``legal_actions`` at a
  chance node) and adds it back coming in (``apply_action``).
- **Returns** are the package's (1 a win, 0.5 a draw, 0 a loss), given at the end of
  the game only (reward model *terminal*). Two-player games without a ``players``
  parameter are *constant-sum* (the returns add up to 1); games with a ``players``
  parameter (dominoes) are *general-sum*, as ties between some of the players make the
  sum vary.
- **Game type.** Sequential; chance *explicit stochastic* where the default
  configuration has chance outcomes (backgammon, dominoes) and *deterministic*
  otherwise; *imperfect information* where it hides something from some seat
  (dominoes, smokkelen), *perfect* otherwise.
- **Observations.** The default observer (``make_py_observer()``, used by
  ``state.observation_tensor(player)``) gives the package's
  ``observation_tensor(player)`` in its documented shape, one tensor named
  ``observation``; its string is the seat's ``information_state_string``. The
  information-state observer (``perfect_recall=True``, used by
  ``state.information_state_string(player)``) gives the same string and no tensor.
  That string identifies what the seat sees *now* (hands, board, what was played): it
  is not a record of the path, so two paths to the same view share it. Observation
  types that show a seat other private information than its own are refused in games
  with hidden information.
- **Cloning** (``state.clone()``) copies the Rust state; serialization
  (``state.serialize()``, ``game.deserialize_state``) goes through the package's
  pickling of states (the full-state notation).
- ``max_game_length`` is a bound OpenSpiel requires but the games do not have in a
  useful form: it is set to 10**6 plies for every game (no algorithm run here reads it).

A game whose action space does not fit OpenSpiel's 32-bit ``num_distinct_actions`` is
refused at loading with a ``ValueError`` naming it.

Limits, OpenSpiel's: a Python game cannot override ``undo_action`` or
``resample_from_infostate`` (reach the package's own through ``state.inner``), and
OpenSpiel's C++ ``pyspiel.MCTSBot`` crashes on Python games (OpenSpiel 2.0.2, its own
``python_tic_tac_toe`` included): use its Python MCTS,
``open_spiel.python.algorithms.mcts.MCTSBot``, which the tests run.
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, List, Optional

import numpy as np

try:
    import pyspiel
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError(
        "boardgames.openspiel needs OpenSpiel's Python package: pip install open-spiel "
        "(or pip install 'boardgames[openspiel]')"
    ) from error

import boardgames

__all__ = ["PREFIX", "MAX_GAME_LENGTH", "register", "registered_names", "game_parameters"]

#: The prefix of every game name registered in pyspiel.
PREFIX = "boardgames_"

#: The ``max_game_length`` given to OpenSpiel for every game (see the module's doc).
MAX_GAME_LENGTH = 10**6

_INT32_MAX = 2**31 - 1

_registered: Dict[str, type] = {}


def _registry() -> Dict[str, dict]:
    """The package's registered games (not the aliases) by name: the entries of
    :func:`boardgames.registered_games` (dicts with ``name`` and ``parameters``)."""
    return {entry["name"]: entry for entry in boardgames.registered_games()}


def _parse_value(text: str) -> Any:
    """A parameter's text as OpenSpiel's parameter type: int, bool or str."""
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return text


def game_parameters(name: str) -> Dict[str, Any]:
    """The parameters of the package's game ``name`` with their default values, typed
    for OpenSpiel (int, bool, or str for a word; a choice among numbers, such as
    dominoes' ``max_pip``, is an int), in the canonical order.

    Raises ``KeyError`` if ``name`` is not a game of the package.
    """
    return {p["name"]: _parse_value(str(p["default"])) for p in _registry()[name]["parameters"]}


def _text(value: Any) -> str:
    """A parameter value as written in the package's game strings."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _our_spec(name: str, params: Dict[str, Any], defaults: Dict[str, Any]) -> str:
    """The package's game string for pyspiel's parameters: only those that differ from
    the defaults, in the canonical order."""
    given = [f"{k}={_text(params[k])}" for k in defaults if k in params and params[k] != defaults[k]]
    return f"{name}({','.join(given)})" if given else name


def _seat_counts(name: str, default_players: int) -> List[int]:
    """The numbers of players the game accepts (the range of its ``players``
    parameter)."""
    for p in _registry()[name]["parameters"]:
        if p["name"] == "players":
            low, high = p["range"]
            return list(range(int(low), int(high) + 1))
    return [default_players]


def _game_type(name: str) -> pyspiel.GameType:
    """The ``pyspiel.GameType`` of the package's game ``name`` (its default
    configuration decides chance and information)."""
    defaults = game_parameters(name)
    game = boardgames.load_game(name)
    seats = _seat_counts(name, game.num_players())
    hidden = bool(game.has_hidden_information())
    constant_sum = "players" not in defaults and seats == [2]
    T = pyspiel.GameType
    return T(
        short_name=PREFIX + name,
        long_name=f"{name} (boardgames)",
        dynamics=T.Dynamics.SEQUENTIAL,
        chance_mode=(
            T.ChanceMode.EXPLICIT_STOCHASTIC
            if game.max_chance_outcomes() > 0
            else T.ChanceMode.DETERMINISTIC
        ),
        information=(
            T.Information.IMPERFECT_INFORMATION if hidden else T.Information.PERFECT_INFORMATION
        ),
        utility=T.Utility.CONSTANT_SUM if constant_sum else T.Utility.GENERAL_SUM,
        reward_model=T.RewardModel.TERMINAL,
        max_num_players=max(seats),
        min_num_players=min(seats),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=defaults,
    )


class _Box:
    """Holds a state of the package in a pyspiel state's ``__dict__``: OpenSpiel clones
    a Python state by deep-copying its ``__dict__``, which this turns into one Rust
    clone; pickling (serialization) goes through the package's own."""

    __slots__ = ("s",)

    def __init__(self, state: Any) -> None:
        self.s = state

    def __deepcopy__(self, memo: dict) -> "_Box":
        return _Box(self.s.clone())

    def __copy__(self) -> "_Box":
        return _Box(self.s.clone())

    def __reduce__(self):
        return (_Box, (self.s,))


class BoardgamesGame(pyspiel.Game):
    """One configuration of a game of the package as a ``pyspiel.Game``.

    :func:`register` makes a subclass of it for each game (``game_name`` and
    ``game_type`` set), which pyspiel calls with the parameters, as OpenSpiel's own
    Python games register their class. (A class rather than a closure: pyspiel keeps
    the creator until the C++ runtime ends, after Python's, and a closure freed then
    crashes the interpreter on exit.)

    Attributes: ``spec``, the package's game string it loaded (the parameters that
    differ from the defaults); ``game``, the package's ``boardgames.Game``.
    """

    #: The package's name of the game (set by the subclass).
    game_name: str = ""
    #: Its ``pyspiel.GameType`` (set by the subclass).
    game_type: Optional[pyspiel.GameType] = None

    def __init__(self, params: Optional[dict] = None):
        name, game_type = self.game_name, self.game_type
        params = dict(params or {})
        defaults = dict(game_type.parameter_specification)
        self.spec = _our_spec(name, params, defaults)
        self.game = boardgames.load_game(self.spec)
        actions = self.game.num_distinct_actions()
        if actions > _INT32_MAX:
            raise ValueError(
                f"{self.spec}: {actions} distinct actions do not fit OpenSpiel's "
                f"32-bit num_distinct_actions"
            )
        players = self.game.num_players()
        info = pyspiel.GameInfo(
            num_distinct_actions=actions,
            max_chance_outcomes=self.game.max_chance_outcomes(),
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0 if game_type.utility == pyspiel.GameType.Utility.CONSTANT_SUM else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type, info, params)
        self.actions = actions
        self.shape = list(self.game.observation_tensor_shape())
        self.hidden = game_type.information != pyspiel.GameType.Information.PERFECT_INFORMATION

    def __repr__(self) -> str:
        # Python attributes only: a game whose loading failed has no C++ part to ask
        return f"<pyspiel game {PREFIX}{self.game_name}: {self.__dict__.get('spec', '?')}>"

    def new_initial_state(self, *args) -> "BoardgamesState":
        """The state where a game of this configuration starts."""
        if args:
            raise ValueError("boardgames games start from their initial state only")
        return BoardgamesState(self, self.game.new_initial_state())

    def make_py_observer(self, iig_obs_type=None, params=None):
        """An observer (see the module's doc)."""
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            return _InfoStateObserver()
        if (
            self.hidden
            and iig_obs_type is not None
            and (
                iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
                or not iig_obs_type.public_info
            )
        ):
            raise ValueError(
                f"{self.spec}: only the seat's own view is observable "
                "(public_info=True, private_info=SINGLE_PLAYER)"
            )
        return _Observer(self.shape)


class BoardgamesState(pyspiel.State):
    """A state of a game of the package as a ``pyspiel.State``."""

    def __init__(self, game: BoardgamesGame, state: Any) -> None:
        super().__init__(game)
        self._box = _Box(state)
        self._actions = game.actions

    @property
    def inner(self) -> Any:
        """The package's own state (``boardgames.State``) behind this one."""
        return self._box.s

    def current_player(self) -> int:
        return self._box.s.current_player()

    def _legal_actions(self, player: int) -> List[int]:
        return self._box.s.legal_actions()

    def chance_outcomes(self):
        offset = self._actions
        return [(a - offset, p) for a, p in self._box.s.chance_outcomes()]

    def _apply_action(self, action: int) -> None:
        s = self._box.s
        if s.is_chance_node():
            action += self._actions
        s.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        ours = action + self._actions if player == pyspiel.PlayerId.CHANCE else action
        try:
            return self._box.s.action_to_string(ours)
        except ValueError:
            # not legal here (OpenSpiel also asks about actions of other states)
            return f"{'chance' if player == pyspiel.PlayerId.CHANCE else 'action'} {action}"

    def is_terminal(self) -> bool:
        return self._box.s.is_terminal()

    def returns(self) -> List[float]:
        return list(self._box.s.returns())

    def rewards(self) -> List[float]:
        return self.returns()

    def __str__(self) -> str:
        return str(self._box.s)


class _Observer:
    """The default observer: the package's observation tensor of a seat."""

    def __init__(self, shape: Iterable[int]) -> None:
        shape = tuple(shape)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: BoardgamesState, player: int) -> None:
        self.tensor[:] = np.asarray(state._box.s.observation_tensor(player), np.float32).ravel()

    def string_from(self, state: BoardgamesState, player: int) -> str:
        return state._box.s.information_state_string(player)


class _InfoStateObserver:
    """The information-state observer: the seat's information-state string, no tensor."""

    def __init__(self) -> None:
        self.tensor = None
        self.dict: Dict[str, np.ndarray] = {}

    def set_from(self, state: BoardgamesState, player: int) -> None:
        pass

    def string_from(self, state: BoardgamesState, player: int) -> str:
        return state._box.s.information_state_string(player)


def _game_class(name: str, game_type: pyspiel.GameType) -> type:
    """The subclass of :class:`BoardgamesGame` for game ``name``."""
    return type(
        f"BoardgamesGame_{name}",
        (BoardgamesGame,),
        {"game_name": name, "game_type": game_type, "__module__": __name__},
    )


def register(games: Optional[Iterable[str]] = None) -> List[str]:
    """Registers the package's games (all of :func:`boardgames.registered_games`, or
    those named in ``games``) in ``pyspiel`` as ``boardgames_<game>``, and returns the
    pyspiel names. Registering a game again does nothing.

    Raises ``ValueError`` for a name that is not a game of the package.
    """
    known = list(_registry())
    wanted = list(games) if games is not None else known
    names = []
    for name in wanted:
        if name not in known:
            raise ValueError(f"unknown game {name!r}; known games: {', '.join(known)}")
        full = PREFIX + name
        if full not in _registered:
            game_class = _game_class(name, _game_type(name))
            if full not in pyspiel.registered_names():
                pyspiel.register_game(game_class.game_type, game_class)
            _registered[full] = game_class
            globals()[game_class.__name__] = game_class
        names.append(full)
    return names


def __getattr__(attr: str) -> type:
    """The class of a game (``BoardgamesGame_chess``), registering it if need be: so
    that pickles of bridged games and states load in a fresh process."""
    prefix = "BoardgamesGame_"
    if attr.startswith(prefix) and attr[len(prefix):] in _registry():
        register([attr[len(prefix):]])
        return _registered[PREFIX + attr[len(prefix):]]
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")


def registered_names() -> List[str]:
    """The pyspiel names this module registered so far."""
    return list(_registered)

