-- A porting session in Neovim 0.7 (`nvim --headless -u init.lua
-- -S nvim-session.lua FILE`), through Neovim's own LSP client: wait for
-- cu2hip's diagnostics, apply the quick fix of one finding with
-- vim.lsp.buf.code_action, undo it and apply it again, hover a CUDA name,
-- save, and run "Translate this file to HIP". Each step writes what it saw
-- to $CU2HIP_OBSERVED for FileCheck; the buffer's text goes to
-- $CU2HIP_BUFFER. Any step that fails or times out ends Neovim with status 1.
local FIX_CODE = "cu2hip-wave64-lane-math"
local FIX_AT = [[threadIdx\.x & 31]]
local HOVER_AT = [[cudaMemcpyToSymbol]]
local TIMEOUT_MS = 60000

local observed = assert(io.open(os.getenv("CU2HIP_OBSERVED"), "w"))
local bufnr = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(bufnr)

local function say(line)
  observed:write(line, "\n")
  observed:flush()
end

local function fail(message)
  say("FAILED: " .. message)
  io.stderr:write("nvim-session: ", message, "\n")
  vim.cmd("cquit 1")
end

local function wait_for(what, condition)
  if not vim.wait(TIMEOUT_MS, condition, 20) then
    fail("timed out waiting for " .. what)
  end
end

-- The version of the newest diagnostics the server published for the
-- buffer: a step acts on the analysis of the text it sees, not an older one.
local published_version
local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  if result.uri == uri then
    published_version = result.version
  end
  return publish(err, result, ctx, config)
end

local function wait_for_fresh_diagnostics()
  wait_for("the diagnostics of the buffer's version", function()
    return published_version == vim.lsp.util.buf_versions[bufnr]
  end)
end

local function buffer_lines()
  return vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
end

local function cursor_to(pattern)
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  local pos = vim.fn.searchpos(pattern, "cW")
  if pos[1] == 0 then
    fail("no '" .. pattern .. "' in the buffer")
  end
  return pos
end

local function diagnostics_with_code(code)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.code == code then
      table.insert(found, string.format("%d:%d", d.lnum + 1, d.col + 1))
    end
  end
  return table.concat(found, " ")
end

-- vim.lsp.buf.code_action asks vim.ui.select which action to run; the
-- "user" picks the first whose `accept` says yes, and the step records
-- what was offered.
local function run_code_action(only, accept)
  local chosen
  vim.ui.select = function(items, _, on_choice)
    for _, item in ipairs(items) do
      local action = item[2]
      say(string.format("offered: [%s] %s", action.kind or "", action.title))
      if not chosen and accept(action) then
        chosen = action
        say("chosen: " .. action.title)
        on_choice(item)
      end
    end
    if not chosen then
      fail("no " .. only .. " action to choose")
    end
  end
  vim.lsp.buf.code_action({ only = { only } })
  wait_for("the " .. only .. " code actions", function()
    return chosen ~= nil
  end)
end

local function apply_quick_fix()
  wait_for_fresh_diagnostics()
  local pos = cursor_to(FIX_AT)
  local before = vim.api.nvim_buf_get_changedtick(bufnr)
  run_code_action("quickfix", function(action)
    return action.diagnostics and action.diagnostics[1]
      and action.diagnostics[1].code == FIX_CODE
  end)
  wait_for("the quick fix's edit", function()
    return vim.api.nvim_buf_get_changedtick(bufnr) ~= before
  end)
  say("line " .. pos[1] .. " after the fix: " .. buffer_lines()[pos[1]])
end

local function main()
  wait_for("cu2hip to attach", function()
    local _, client = next(vim.lsp.buf_get_clients(bufnr))
    return client ~= nil and client.initialized
  end)
  wait_for("the " .. FIX_CODE .. " diagnostics", function()
    return diagnostics_with_code(FIX_CODE) ~= ""
  end)
  say("diagnostics " .. FIX_CODE .. ": " .. diagnostics_with_code(FIX_CODE))
  local original = buffer_lines()

  apply_quick_fix()
  wait_for_fresh_diagnostics()
  say("after the fix, " .. FIX_CODE .. ": " .. diagnostics_with_code(FIX_CODE))

  vim.cmd("undo")
  say("after undo, the buffer is the original: "
    .. tostring(vim.deep_equal(buffer_lines(), original)))
  apply_quick_fix()

  local line = cursor_to(HOVER_AT)[1]
  local hovers = vim.lsp.buf_request_sync(bufnr, "textDocument/hover",
    vim.lsp.util.make_position_params(), TIMEOUT_MS)
  local _, hover = next(hovers or {})
  if not (hover and hover.result) then
    fail("no hover at line " .. line)
  end
  say("hover at line " .. line .. ": " .. vim.split(hover.result.contents.value, "\n")[1])

  vim.cmd("write")
  say("saved: " .. tostring(not vim.bo[bufnr].modified))
  vim.fn.writefile(buffer_lines(), os.getenv("CU2HIP_BUFFER"))
  vim.cmd("qall")
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  fail(err)
end
