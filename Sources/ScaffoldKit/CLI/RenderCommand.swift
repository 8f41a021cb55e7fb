/// `scaffold render TEMPLATE --data DATA.json [--partials DIR] [--escape none|html] [--strict]`.
enum RenderCommand {
    static func run(_ arguments: [String], _ context: CommandLineTool.Context) -> Int32 {
        context.stderr.write("error: render is not implemented yet\n")
        return ExitCode.failure
    }
}
